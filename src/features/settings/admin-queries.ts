// What the Settings forms show: the stored values themselves (not getSiteInfo, whose fallbacks
// would hide an empty setting), the chosen download files, the time zones to choose from, and how
// mail is sent. Not cached: staff see their change at once.
import 'server-only';
import { inArray } from 'drizzle-orm';
import { formatUtcOffset, isTimeZoneName, supportedTimeZones } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { mediaFiles, siteSettings } from '@/server/db/schema';
import { env } from '@/server/env';
import { mailDelivery, type MailDelivery } from '@/server/mail/delivery';
import { signedFileUrl } from '@/server/storage/signed-url';
import { SETTING_FIELDS, type SettingField, type SettingValues } from './admin-schema';

/** A download setting's file, as the form shows it. `href` is a short-lived signed link. */
export type SettingFile = { id: string; name: string; size: number; href: string };

/** A choice of the Time zone list: the IANA name, and what the list shows ('Europe/Berlin (UTC+01:00)'). */
export type TimeZoneOption = { value: string; label: string };

export type SettingsFormData = {
  values: SettingValues;
  files: Record<string, SettingFile | null>;
  /** UTC, then the zones alphabetically, each with its offset today. */
  timeZones: TimeZoneOption[];
  email: { delivery: MailDelivery; mailFrom: string | null; recipient: string };
};

/**
 * A stored value in the form's terms: on/off for a switch, text otherwise (other JSON: empty). A
 * setting never saved shows its default; a time zone the code would not use (it reads UTC
 * instead) shows that default too.
 */
function formValue(field: SettingField, value: unknown): string | boolean {
  if (field.input === 'switch') return value === undefined ? field.defaultValue === 'true' : value === true;
  if (value === undefined && field.defaultValue !== undefined) return field.defaultValue;
  if (field.input === 'timezone' && !isTimeZoneName(value)) return field.defaultValue ?? '';
  // A stored text that reads as a number ('2018', '30') comes back from the jsonb column as a number.
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Built at each load: an offset depends on the day (summer time). */
function timeZoneOptions(now: Date): TimeZoneOption[] {
  return supportedTimeZones().map((zone) => ({ value: zone, label: zone === 'UTC' ? 'UTC' : `${zone} (${formatUtcOffset(now, zone)})` }));
}

export async function loadSettingsForm(db: Database): Promise<SettingsFormData> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(
      inArray(
        siteSettings.key,
        SETTING_FIELDS.map((field) => field.key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values: SettingValues = Object.fromEntries(SETTING_FIELDS.map((field) => [field.key, formValue(field, stored.get(field.key))]));

  const pdfFields = SETTING_FIELDS.filter((field) => field.input === 'pdf');
  const ids = pdfFields.map((field) => values[field.key]).filter((id): id is string => typeof id === 'string' && id !== '');
  const fileRows = ids.length
    ? await db.select({ id: mediaFiles.id, name: mediaFiles.originalFilename, size: mediaFiles.fileSize }).from(mediaFiles).where(inArray(mediaFiles.id, ids))
    : [];
  const files = Object.fromEntries(
    pdfFields.map((field) => {
      const file = fileRows.find((row) => row.id === values[field.key]);
      return [field.key, file ? { ...file, href: signedFileUrl(file.id) } : null];
    }),
  );

  const config = env();
  return {
    values,
    files,
    timeZones: timeZoneOptions(new Date()),
    email: {
      delivery: mailDelivery(config),
      mailFrom: config.MAIL_FROM ?? null,
      recipient: typeof values.contact_email === 'string' ? values.contact_email : '',
    },
  };
}
