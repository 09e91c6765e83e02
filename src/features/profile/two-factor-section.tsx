'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { useAdminAction } from '@/features/users/run-action';
import type { ActionResult } from '@/server/auth/guarded';
import {
  confirmAuthenticatorSetup,
  regenerateRecoveryCodes,
  startAuthenticatorSetup,
  turnOffAuthenticator,
  type AuthenticatorSetup,
} from './two-factor-actions';

/** 'JBSWY3DPEHPK3PXP' -> 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The profile's two-step sign-in (decision 106): set up an authenticator app (password, then scan
 * the QR code or type the key, then its first code), make new recovery codes, or turn it off.
 */
export function TwoFactorSection({ enabled, since, email }: { enabled: boolean; since: string | null; email: string }) {
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup)
    return (
      <ConfirmSetup
        setup={setup}
        onConfirmed={() => {
          setCodes(setup.backupCodes);
          setSetup(null);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  if (!enabled)
    return (
      <>
        <p className="mb-4 text-sm text-slate-400">
          Off. With it on, signing in asks for a code from an app on your phone (Google Authenticator, 1Password, Authy, Microsoft Authenticator...) after your
          password, so a stolen password alone is not enough.
        </p>
        <PasswordStep
          id="two-factor-start"
          email={email}
          submit="Set Up Authenticator App"
          action={startAuthenticatorSetup}
          onDone={(data) => data && setSetup(data)}
        />
      </>
    );
  return (
    <>
      <p className="mb-4 text-sm text-emerald-300">On{since && ` since ${since}`}: signing in asks for a code from your authenticator app.</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-white">New recovery codes</h3>
          <p className="mb-3 mt-1 text-sm text-slate-400">The old codes stop working.</p>
          <PasswordStep
            id="two-factor-codes"
            email={email}
            submit="Make New Codes"
            action={regenerateRecoveryCodes}
            onDone={(data) => data && setCodes(data.backupCodes)}
          />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-white">Turn off</h3>
          <p className="mb-3 mt-1 text-sm text-slate-400">Signing in then asks for your password only.</p>
          <PasswordStep id="two-factor-off" email={email} submit="Turn Off" variant="outline" action={turnOffAuthenticator} />
        </div>
      </div>
    </>
  );
}

/** A password field and one button: each change of the factors asks for the password again. */
export function PasswordStep<T>({
  id,
  email,
  submit,
  action,
  onDone,
  variant,
  children,
}: {
  id: string;
  email: string;
  submit: string;
  action: (input: unknown) => Promise<ActionResult<T>>;
  onDone?: (data: T | undefined) => void;
  variant?: 'outline';
  /** A button beside the submit one (Cancel). */
  children?: ReactNode;
}) {
  const { pending, run } = useAdminAction();
  return (
    <form
      aria-label={submit}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        run(action, { password: new FormData(form).get('password') }, (data) => {
          form.reset();
          onDone?.(data);
        });
      }}
    >
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field id={`${id}-password`} label="Your password">
        {(control) => <Input {...control} name="password" type="password" required maxLength={128} autoComplete="current-password" />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" variant={variant} disabled={pending}>
          {pending ? 'Checking...' : submit}
        </Button>
        {children}
      </div>
    </form>
  );
}

/** A small form's two buttons: its submit (`busy` while the action runs) and Cancel. */
export function SubmitOrCancel({ pending, submit, busy, onCancel }: { pending: boolean; submit: string; busy: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? busy : submit}
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function ConfirmSetup({ setup, onConfirmed, onCancel }: { setup: AuthenticatorSetup; onConfirmed: () => void; onCancel: () => void }) {
  const { pending, run } = useAdminAction();
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      {/* The SVG is drawn on the server from the otpauth:// address; nothing in it comes from a visitor. */}
      <div
        role="img"
        aria-label="QR code with the key for your authenticator app"
        className="size-48 rounded-lg bg-white p-2 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <div className="space-y-4">
        <Field id="two-factor-key" label="1. Scan the QR code with your authenticator app, or type in this key">
          {(control) => (
            <Textarea {...control} readOnly rows={3} value={grouped(setup.secret)} spellCheck={false} className="resize-none font-mono tracking-wider" />
          )}
        </Field>
        <form
          aria-label="Confirm the authenticator app"
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            run(confirmAuthenticatorSetup, { code: new FormData(event.currentTarget).get('code') }, onConfirmed);
          }}
        >
          <Field id="two-factor-confirm-code" label="2. Enter the 6-digit code the app shows">
            {(control) => (
              <Input {...control} name="code" required inputMode="numeric" autoComplete="one-time-code" maxLength={9} className="font-mono tracking-widest" />
            )}
          </Field>
          <SubmitOrCancel pending={pending} submit="Turn On" busy="Checking..." onCancel={onCancel} />
        </form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        <strong className="text-white">Save these recovery codes now</strong>: they are shown only once. Each signs you in once if you lose your phone.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-white/10 bg-slate-950 p-4 font-mono text-sm text-white">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            const link = document.createElement('a');
            link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
            link.download = 'recovery-codes.txt';
            link.click();
            URL.revokeObjectURL(link.href);
          }}
        >
          Download
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I Have Saved Them
        </Button>
      </div>
    </div>
  );
}
