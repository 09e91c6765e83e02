// The Settings sections, loading their data once: /admin/settings shows them all, the Content
// manager's Contact Info tab the Company group and its Site Settings tab the others, so that each
// setting has one form wherever it appears. Callers check the role (admin) first.
import 'server-only';
import Link from 'next/link';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { loadSettingsForm, type SettingsFormData } from './admin-queries';
import { SETTINGS_SECTIONS, settingsGroup, type SettingsGroupId, type SettingsSectionId } from './admin-schema';
import { SettingsGroupForm } from './settings-group-form';
import { SettingsSection } from './settings-section';

function LoadFailed() {
  return (
    <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
      Failed to load the settings. Reload the page to try again.
    </p>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-200">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-300">{children}</dd>
    </div>
  );
}

/** How email goes out. Not editable here: it is the server's environment (README, Configuration). */
function EmailSection({ email }: { email: SettingsFormData['email'] }) {
  const { delivery } = email;
  return (
    <SettingsSection
      id="settings-email"
      title="Email"
      intro="How the site sends email is set in the server's environment (see the README, Configuration) and changes with a restart. The addresses come from the Company settings."
    >
      <dl className="mt-2 divide-y divide-white/10">
        <Row term="Delivery">
          {delivery.transport === 'smtp' ? (
            <>Sent through the SMTP server {delivery.server} (SMTP_URL).</>
          ) : (
            <>
              <span className="font-medium text-amber-300">Written to files in {delivery.folder}</span> (no SMTP_URL set): nobody receives them. Set SMTP_URL to
              send real mail.
            </>
          )}
        </Row>
        <Row term="Sender">
          {email.mailFrom ? <>{email.mailFrom} (MAIL_FROM)</> : <>The company name and contact email (Company), as MAIL_FROM is not set.</>}
        </Row>
        <Row term="New leads go to">
          {email.recipient || <span className="text-amber-300">No contact email set</span>} (the contact email, Company). Applications include the CV.
        </Row>
      </dl>
    </SettingsSection>
  );
}

/** Webhooks have a screen of their own (a list of endpoints and their deliveries): this links to it. */
function IntegrationsSection() {
  return (
    <SettingsSection
      id="settings-integrations"
      title="Integrations"
      intro="Send new leads and content changes to other systems (a CRM, Slack, Zapier, a build pipeline) as signed JSON, with the same retries as email."
    >
      <Link href="/admin/settings/webhooks" className="mt-3 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline">
        Manage webhooks
      </Link>
    </SettingsSection>
  );
}

/** Identity providers have a screen of their own (decision 107): this links to it. */
export function SingleSignOnSection() {
  return (
    <SettingsSection
      id="settings-single-sign-on"
      title="Single sign-on"
      intro="Let staff sign in with their organisation's account (Google Workspace, Microsoft Entra ID, Okta or any OpenID Connect provider)."
    >
      <Link href="/admin/settings/single-sign-on" className="mt-3 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline">
        Manage single sign-on
      </Link>
    </SettingsSection>
  );
}

/** The sections named, in the order of /admin/settings. */
export async function SettingsSections({ sections }: { sections: readonly SettingsSectionId[] }) {
  const data = await loadSettingsForm(await getDb()).catch((error: unknown) => {
    logger.error({ err: error }, 'settings load failed');
    return null;
  });
  if (!data) return <LoadFailed />;
  // Keyed by its stored values: after its save (router.refresh) a form starts from what is stored,
  // while the other forms keep what is typed in them.
  const storedValues = (id: SettingsGroupId) => JSON.stringify(settingsGroup(id).fields.map((field) => data.values[field.key]));
  return (
    <div className="space-y-6">
      {SETTINGS_SECTIONS.filter((section) => sections.includes(section.id)).map((section) =>
        section.id === 'email' ? (
          <EmailSection key="email" email={data.email} />
        ) : section.id === 'integrations' ? (
          <IntegrationsSection key="integrations" />
        ) : (
          <SettingsGroupForm
            key={`${section.id}:${storedValues(section.id)}`}
            groupId={section.id}
            initial={data.values}
            files={data.files}
            // The 400-odd zones go only to the form that has a time zone.
            timeZones={settingsGroup(section.id).fields.some((field) => field.input === 'timezone') ? data.timeZones : undefined}
          />
        ),
      )}
    </div>
  );
}
