// What the Settings forms show: the stored values themselves (not getSiteInfo, whose fallbacks
// would hide an empty setting), the chosen download files, and how mail is sent. Not cached:
// staff see their change at once.
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mediaFiles, siteSettings } from '@/server/db/schema';
import { env } from '@/server/env';
import { mailDelivery, type MailDelivery } from '@/server/mail/delivery';
import { signedFileUrl } from '@/server/storage/signed-url';
import { SETTING_FIELDS, type SettingValues } from './admin-schema';

/** A download setting's file, as the form shows it. `href` is a short-lived signed link. */
export type SettingFile = { id: string; name: string; size: number; href: string };

export type SettingsFormData = {
  values: SettingValues;
  files: Record<string, SettingFile | null>;
  email: { delivery: MailDelivery; mailFrom: string | null; recipient: string };
};

/** A stored value in the form's terms: on/off for a switch, text otherwise (other JSON: empty). */
function formValue(input: string, value: unknown): string | boolean {
  if (input === 'switch') return value === true;
  return typeof value === 'string' ? value : '';
}

export async function loadSettingsForm(db: Database): Promise<SettingsFormData> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings).where(inArray(siteSettings.key, SETTING_FIELDS.map((field) => field.key)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values: SettingValues = Object.fromEntries(SETTING_FIELDS.map((field) => [field.key, formValue(field.input, stored.get(field.key))]));

  const pdfFields = SETTING_FIELDS.filter((field) => field.input === 'pdf');
  const ids = pdfFields.map((field) => values[field.key]).filter((id): id is string => typeof id === 'string' && id !== '');
  const fileRows = ids.length ? await db.select({ id: mediaFiles.id, name: mediaFiles.originalFilename, size: mediaFiles.fileSize }).from(mediaFiles).where(inArray(mediaFiles.id, ids)) : [];
  const files = Object.fromEntries(
    pdfFields.map((field) => {
      const file = fileRows.find((row) => row.id === values[field.key]);
      return [field.key, file ? { ...file, href: signedFileUrl(file.id) } : null];
    }),
  );

  const config = env();
  return { values, files, email: { delivery: mailDelivery(config), mailFrom: config.MAIL_FROM ?? null, recipient: typeof values.contact_email === 'string' ? values.contact_email : '' } };
}
