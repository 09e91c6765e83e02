'use client';

import { BackLink } from '@/components/ui/back-link';
import { CrudManager, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CheckboxField, SelectField, TextField } from '@/features/admin/crud/fields';
import { StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteProvider, saveProvider } from './admin-actions';
import type { ProviderView } from './queries';
import { EMPTY_PROVIDER, NEW_ACCOUNT_ROLE_LABELS, NEW_ACCOUNT_ROLES, PROVIDER_LIMITS, type ProviderFormValues } from './schema';

function ProviderCard({ provider }: { provider: ProviderView }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 break-words text-lg font-semibold text-white">{provider.name}</h2>
        <StatusBadge active={provider.isActive} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-400">Issuer</dt>
        <dd className="min-w-0 break-all text-slate-200">{provider.issuer}</dd>
        <dt className="text-slate-400">Email domains</dt>
        <dd className="min-w-0 break-words text-slate-200">{provider.domains}</dd>
        <dt className="text-slate-400">New accounts</dt>
        <dd className="text-slate-200">{NEW_ACCOUNT_ROLE_LABELS[provider.newAccountRole]}</dd>
        <dt className="text-slate-400">Accounts signed in</dt>
        <dd className="text-slate-200">{provider.accounts}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-400">Changed {provider.updatedAt}</p>
    </>
  );
}

const TEXT: CrudScreenText = {
  title: 'Single sign-on',
  description:
    'Staff sign in with their organisation’s account (Google Workspace, Microsoft Entra ID, Okta or any OpenID Connect provider). Only addresses at the listed domains get in; a first sign-in makes the account with the role chosen here.',
  emptyText: 'No identity providers yet. Add one, then register the sign-in return address below with it.',
  addLabel: 'Add Provider',
  formTitle: 'Add Identity Provider',
};

/** /admin/settings/single-sign-on: the OpenID Connect providers staff may sign in with (decision 107). */
export function ProvidersManager({ providers, loadFailed, callbackUrl }: { providers: ProviderView[]; loadFailed?: boolean; callbackUrl: string }) {
  const crud = useCrudForm<ProviderFormValues>({ noun: 'identity provider', empty: EMPTY_PROVIDER, save: saveProvider, remove: deleteProvider });
  const editing = crud.mode.kind === 'editing';
  return (
    <div className="space-y-4">
      <BackLink href="/admin/settings#settings-single-sign-on">Settings</BackLink>
      <CrudManager
        crud={crud}
        text={TEXT}
        rows={providers}
        loadFailed={loadFailed}
        nameOf={(provider) => provider.name}
        card={(provider) => <ProviderCard provider={provider} />}
      >
        <TextField
          label="Button name"
          {...crud.bind('name')}
          maxLength={PROVIDER_LIMITS.name}
          placeholder="Google"
          hint='Shown as "Sign in with …" on the sign-in pages.'
        />
        <TextField
          label="Issuer"
          type="url"
          {...crud.bind('issuer')}
          maxLength={PROVIDER_LIMITS.issuer}
          placeholder="https://accounts.google.com"
          hint="The provider's issuer address; its discovery document is read when you save."
        />
        <TextField label="Client ID" {...crud.bind('clientId')} maxLength={PROVIDER_LIMITS.clientId} autoComplete="off" />
        <TextField
          label="Client secret"
          type="password"
          optional={editing}
          {...crud.bind('clientSecret')}
          maxLength={PROVIDER_LIMITS.clientSecret}
          autoComplete="new-password"
          hint={editing ? 'Stored encrypted and never shown again. Leave blank to keep it.' : 'Stored encrypted and never shown again.'}
        />
        <TextField
          label="Email domains"
          {...crud.bind('domains')}
          placeholder="axionlabs.dev, axionlabs.io"
          hint="Only addresses at these domains may sign in this way. Separate several with commas."
        />
        <SelectField
          label="Role of new accounts"
          options={NEW_ACCOUNT_ROLES}
          labels={NEW_ACCOUNT_ROLE_LABELS}
          {...crud.bind('newAccountRole')}
          hint="What a first sign-in gets. Accounts made this way sign in only through this provider."
        />
        <div className="sm:col-span-2">
          <CheckboxField label="Active" {...crud.bindChecked('isActive')} hint="Switched off, its button goes and nobody signs in with it." />
        </div>
      </CrudManager>
      <section aria-labelledby="sso-return" className="rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm text-slate-300">
        <h2 id="sso-return" className="font-semibold text-white">
          Register this with the provider
        </h2>
        <p className="mt-1">
          Sign-in return address (redirect URI): <code className="break-all rounded bg-slate-950 px-1.5 py-0.5 text-slate-100">{callbackUrl}</code>
        </p>
        <p className="mt-1">Scopes: openid, email, profile. The provider must send the email address, and say it is verified.</p>
      </section>
    </div>
  );
}
