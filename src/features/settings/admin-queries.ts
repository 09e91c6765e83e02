// What the Site Settings and Contact Info tabs show: the stored rows themselves (not getSiteInfo,
// whose fallbacks would hide an empty setting). Not cached: staff see their change at once.
import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { CONTACT_SETTING_KEYS, CONTACT_SETTINGS, type ContactInfoFormValues } from './admin-schema';

export type AdminSiteSetting = {
  key: string;
  type: string;
  description: string | null;
  /** A boolean for an on/off setting, otherwise text (a value stored as other JSON shows as its JSON text). */
  value: string | boolean;
};

function shown(value: unknown): string | boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return value == null ? '' : JSON.stringify(value);
}

/** Every setting, by key. */
export async function listSiteSettings(db: Database): Promise<AdminSiteSetting[]> {
  const rows = await db
    .select({ key: siteSettings.key, type: siteSettings.type, description: siteSettings.description, value: siteSettings.value })
    .from(siteSettings)
    .orderBy(asc(siteSettings.key));
  return rows.map((row) => ({ ...row, value: shown(row.value) }));
}

/** The Contact Info form's values: the four settings as stored, empty text when unset. */
export async function getContactInfo(db: Database): Promise<ContactInfoFormValues> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, CONTACT_SETTING_KEYS));
  const values = { companyName: '', contactEmail: '', contactPhone: '', contactAddress: '' };
  for (const key of CONTACT_SETTING_KEYS) {
    const value = rows.find((row) => row.key === key)?.value;
    values[CONTACT_SETTINGS[key].field] = typeof value === 'string' ? value : '';
  }
  return values;
}
