// What the Site Settings and Contact Info forms send to their actions, checked on the server.
// site_settings.value is jsonb: the public site (getSiteInfo) reads every setting as a string,
// except booleans (signup_enabled), so a value is stored as the JSON its type calls for.
import { z } from 'zod';
import { isHttpUrl, longText, optionalText, requiredText } from '@/features/admin/crud/schema-helpers';

/** The types a new setting may have (seeded settings may also be 'media': a media file's id). */
export const SETTING_TYPES = ['text', 'textarea', 'email', 'url', 'boolean'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export const SETTING_TYPE_LABELS: Record<SettingType, string> = { text: 'Text', textarea: 'Long text', email: 'Email', url: 'Web address', boolean: 'On/off' };

export const SETTING_LIMITS = { key: 64, text: 500, textarea: 5000, description: 500 } as const;

export const settingKey = z
  .string('Please enter the key.')
  .trim()
  .min(1, 'Please enter the key.')
  .max(SETTING_LIMITS.key, `Use at most ${SETTING_LIMITS.key} characters for the key.`)
  .regex(/^[a-z0-9_]+$/, 'The key may hold only lowercase letters, digits and underscores (for example support_email).');

export const siteSettingInputSchema = z.object({
  /** 'create' refuses a key that exists (no silent overwrite); 'update' one that does not. */
  mode: z.enum(['create', 'update'], 'Say whether the setting is new.'),
  key: settingKey,
  /** Only read for a new setting: an existing one keeps its type. */
  type: z.enum(SETTING_TYPES, 'Choose a type: text, long text, email, web address or on/off.').default('text'),
  value: z.union([z.string().max(SETTING_LIMITS.textarea, `Use at most ${SETTING_LIMITS.textarea} characters for the value.`), z.boolean()], 'Please enter the value.'),
  description: optionalText('description', SETTING_LIMITS.description),
});
export type SiteSettingInput = z.output<typeof siteSettingInputSchema>;

const email = (label: string) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(254, `Use at most 254 characters for the ${label}.`)
    .pipe(z.email(`Please enter a valid ${label} (for example hello@example.com).`));

const phone = longText('contact phone', 50).refine(
  (value) => value === '' || (/^[+\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3),
  'The contact phone may hold only digits, spaces and + ( ) . - (for example +1 (307) 555-0142).',
);

/** The four settings of the Contact Info tab: the same rules apply when they are edited as plain settings. */
export const CONTACT_SETTINGS = {
  company_name: { field: 'companyName', type: 'text', schema: requiredText('company name', 100) },
  contact_email: { field: 'contactEmail', type: 'email', schema: email('contact email') },
  contact_phone: { field: 'contactPhone', type: 'text', schema: phone },
  contact_address: { field: 'contactAddress', type: 'textarea', schema: longText('contact address', 500) },
} as const;
export type ContactSettingKey = keyof typeof CONTACT_SETTINGS;
export const CONTACT_SETTING_KEYS = Object.keys(CONTACT_SETTINGS) as ContactSettingKey[];

export const contactInfoInputSchema = z.object({
  companyName: CONTACT_SETTINGS.company_name.schema,
  contactEmail: CONTACT_SETTINGS.contact_email.schema,
  contactPhone: CONTACT_SETTINGS.contact_phone.schema,
  contactAddress: CONTACT_SETTINGS.contact_address.schema,
});
export type ContactInfoInput = z.output<typeof contactInfoInputSchema>;
/** The form's values (an unset setting loads as empty text). */
export type ContactInfoFormValues = Record<keyof ContactInfoInput, string>;

const isContactKey = (key: string): key is ContactSettingKey => Object.hasOwn(CONTACT_SETTINGS, key);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckedValue = { ok: true; value: string | boolean } | { ok: false; message: string };

/**
 * The value as the column stores it for the setting's type (a boolean for 'boolean', trimmed text
 * otherwise), or the message the form shows. `type` is the stored one for an existing setting.
 */
export function checkSettingValue(key: string, type: string, raw: string | boolean): CheckedValue {
  // The lead webhook posts every new lead there: only a web address (or empty: none), whatever the type.
  if (key === 'lead_webhook_url') {
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (typeof raw !== 'string' || (value !== '' && !isHttpUrl(value))) return { ok: false, message: 'The lead webhook URL must be a web address starting with http:// or https://, or empty.' };
    if (value.length > SETTING_LIMITS.text) return { ok: false, message: `Use at most ${SETTING_LIMITS.text} characters for the value of ${key}.` };
    return { ok: true, value };
  }
  if (type === 'boolean') {
    if (typeof raw === 'boolean') return { ok: true, value: raw };
    if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
    return { ok: false, message: `The value of ${key} must be on or off.` };
  }
  if (typeof raw !== 'string') return { ok: false, message: `The value of ${key} must be text.` };
  if (isContactKey(key)) {
    const parsed = CONTACT_SETTINGS[key].schema.safeParse(raw);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? `Please check the value of ${key}.` };
  }
  const value = raw.trim();
  const max = type === 'text' ? SETTING_LIMITS.text : SETTING_LIMITS.textarea;
  if (value.length > max) return { ok: false, message: `Use at most ${max} characters for the value of ${key}.` };
  if (value === '') return { ok: true, value };
  if (type === 'email' && !z.email().safeParse(value).success) return { ok: false, message: `The value of ${key} must be an email address (for example hello@example.com).` };
  if (type === 'url' && !isHttpUrl(value)) return { ok: false, message: `The value of ${key} must be a web address starting with http:// or https://.` };
  if (type === 'media' && !UUID.test(value)) return { ok: false, message: `The value of ${key} must be the id of a file in the media library.` };
  return { ok: true, value };
}
