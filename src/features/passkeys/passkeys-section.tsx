'use client';

import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { PasswordStep, SubmitOrCancel } from '@/features/profile/two-factor-section';
import { useAdminAction } from '@/features/users/run-action';
import { describeBrowser } from '@/lib/user-agent';
import { NO_PASSKEY_SUPPORT, passkeyErrorMessage, usePasskeySupport } from './browser';
import { finishPasskeyRegistration, removePasskey, renamePasskey, startPasskeyRegistration } from './profile-actions';
import { MAX_PASSKEYS, type PasskeyRow } from './schema';

/**
 * The profile's passkeys (decision 106): the list (name, added, last used), each renamed or
 * removed (with the password); Add asks for the password, then the browser's own dialog makes
 * the passkey, then it is named ('Chrome on macOS' unless the owner says otherwise).
 */
export function PasskeysSection({ passkeys, email }: { passkeys: PasskeyRow[]; email: string }) {
  const supported = usePasskeySupport();
  const [made, setMade] = useState<string | null>(null);
  const [creating, startCreating] = useTransition();

  const create = (options: PublicKeyCredentialCreationOptionsJSON | undefined) =>
    options &&
    startCreating(async () => {
      try {
        setMade(JSON.stringify(await startRegistration({ optionsJSON: options })));
      } catch (error) {
        toast.error(passkeyErrorMessage(error, 'add'));
      }
    });

  return (
    <>
      {passkeys.length === 0 ? (
        <p className="mb-4 text-sm text-slate-400">
          None yet. A passkey signs you in with your fingerprint, face, screen lock or a security key, without your password, and it cannot be phished.
        </p>
      ) : (
        <ul aria-label="Passkeys" className="mb-4 divide-y divide-white/10">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} email={email} />
          ))}
        </ul>
      )}
      {made ? (
        <NameNewPasskey response={made} onDone={() => setMade(null)} />
      ) : passkeys.length >= MAX_PASSKEYS ? (
        <p className="text-sm text-slate-400">This account has {MAX_PASSKEYS} passkeys, the most it can have. Remove one to add another.</p>
      ) : supported === false ? (
        <p className="text-sm text-amber-200">{NO_PASSKEY_SUPPORT}</p>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-white">Add a passkey</h3>
          <p className="mb-3 mt-1 text-sm text-slate-400">Your browser then asks where to keep it.</p>
          <PasswordStep
            id="passkey-add"
            email={email}
            submit={creating ? 'Waiting for the browser...' : 'Add a Passkey'}
            action={startPasskeyRegistration}
            onDone={create}
          />
        </div>
      )}
    </>
  );
}

function NameNewPasskey({ response, onDone }: { response: string; onDone: () => void }) {
  const { pending, run } = useAdminAction();
  return (
    <form
      aria-label="Name the new passkey"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        run(finishPasskeyRegistration, { response, name: new FormData(event.currentTarget).get('name') }, onDone);
      }}
    >
      <Field id="passkey-new-name" label="Name the passkey, to tell it apart later">
        {(control) => <Input {...control} name="name" required maxLength={60} defaultValue={describeBrowser(navigator.userAgent)} />}
      </Field>
      <SubmitOrCancel pending={pending} submit="Save Passkey" busy="Saving..." onCancel={onDone} />
    </form>
  );
}

function PasskeyItem({ passkey, email }: { passkey: PasskeyRow; email: string }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const { pending, run } = useAdminAction();
  const view = () => setMode('view');
  return (
    <li className="space-y-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words font-medium text-white">{passkey.name}</p>
          <p className="text-sm text-slate-400">
            Added on {passkey.addedAt} · {passkey.lastUsedAt ? `last used on ${passkey.lastUsedAt}` : 'not used yet'}
          </p>
        </div>
        {mode === 'view' && (
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" aria-label={`Rename ${passkey.name}`} onClick={() => setMode('rename')}>
              Rename
            </Button>
            <Button type="button" size="sm" variant="outline" aria-label={`Remove ${passkey.name}`} onClick={() => setMode('remove')}>
              Remove
            </Button>
          </div>
        )}
      </div>
      {mode === 'rename' && (
        <form
          aria-label={`Rename ${passkey.name}`}
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            run(renamePasskey, { id: passkey.id, name: new FormData(event.currentTarget).get('name') }, view);
          }}
        >
          <Field id={`passkey-${passkey.id}-name`} label="New name">
            {(control) => <Input {...control} name="name" required maxLength={60} defaultValue={passkey.name} />}
          </Field>
          <SubmitOrCancel pending={pending} submit="Save Name" busy="Saving..." onCancel={view} />
        </form>
      )}
      {mode === 'remove' && (
        <PasswordStep
          id={`passkey-${passkey.id}-remove`}
          email={email}
          submit="Remove Passkey"
          variant="outline"
          action={(input) => removePasskey({ ...(input as object), id: passkey.id })}
        >
          <Button type="button" size="sm" variant="outline" onClick={view}>
            Cancel
          </Button>
        </PasswordStep>
      )}
    </li>
  );
}
