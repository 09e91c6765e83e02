// The Site Settings and Contact Info panels, each loading its own data: the Content manager shows
// one per tab, /admin/settings both. Callers check the role (admin) first.
import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { getContactInfo, listSiteSettings } from './admin-queries';
import { ContactInfoForm } from './contact-info-form';
import { SiteSettingsManager } from './site-settings-manager';

function LoadFailed({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
      Failed to load {what}. Reload the page to try again.
    </p>
  );
}

export async function SiteSettingsPanel() {
  const settings = await listSiteSettings(await getDb()).catch((error: unknown) => {
    logger.error({ err: error }, 'site settings list failed');
    return null;
  });
  return settings ? <SiteSettingsManager settings={settings} /> : <LoadFailed what="the site settings" />;
}

export async function ContactInfoPanel() {
  const values = await getContactInfo(await getDb()).catch((error: unknown) => {
    logger.error({ err: error }, 'contact info load failed');
    return null;
  });
  // Keyed by the stored values: a save elsewhere on the page (the same setting in Site Settings) reloads the form.
  return values ? <ContactInfoForm key={JSON.stringify(values)} initial={values} /> : <LoadFailed what="the contact info" />;
}
