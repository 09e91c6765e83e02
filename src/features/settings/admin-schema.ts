// Every site setting the code reads, grouped by purpose, each with its label, help text, input
// and rule. The Settings forms and their action share these schemas: the form shows a message
// beside each field before sending, the server checks the same rules and refuses any key not
// listed here. site_settings.value is jsonb: text settings are stored as JSON strings,
// signup_enabled as a JSON boolean (what getSiteInfo and the sign-up page read).
import { z } from 'zod';
import { isHttpUrl } from '@/features/admin/crud/schema-helpers';
import { DEFAULT_TIME_ZONE, isTimeZoneName } from '@/lib/zoned-time';
import { ROLE_LABELS, twoStepSettingKey } from '@/server/auth/roles';

/** How many days raw visit statistics are kept by default (Settings, Visit statistics). */
export const DEFAULT_RETENTION_DAYS = 30;

/** How a setting is edited. */
export type SettingInput = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'secret' | 'switch' | 'pdf' | 'timezone';

/** site_settings.type of a setting created by a save (the column the old key/value screen showed). */
export const STORED_TYPE: Record<SettingInput, string> = {
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  tel: 'text',
  url: 'url',
  secret: 'text',
  switch: 'boolean',
  pdf: 'media',
  timezone: 'text',
};

export type SettingField = {
  key: string;
  label: string;
  help: string;
  input: SettingInput;
  maxLength?: number;
  placeholder?: string;
  /** Shown as '(optional)' beside the label: empty is allowed. */
  optional?: boolean;
  /** What the code uses while the setting was never saved ('true' for a switch that starts on); the form shows it, and saving it unchanged stores nothing. */
  defaultValue?: string;
  schema: z.ZodType<string | boolean>;
};

export const SETTING_LIMITS = { name: 100, email: 254, phone: 50, address: 500, title: 60, description: 160, url: 500, secretMin: 16, secretMax: 200 } as const;

const text = (label: string, max: number, { required = false } = {}) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .refine((value) => !required || value !== '', `Please enter the ${label}.`);

const email = (label: string) =>
  text(label, SETTING_LIMITS.email, { required: true }).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    `Please enter a valid ${label} (for example hello@example.com).`,
  );

const phone = (label: string) =>
  text(label, SETTING_LIMITS.phone).refine(
    (value) => value === '' || (/^[+\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3),
    `The ${label} may hold only digits, spaces and + ( ) . - (for example +1 (307) 555-0142).`,
  );

const webAddress = (label: string) =>
  text(label, SETTING_LIMITS.url).refine(
    (value) => value === '' || isHttpUrl(value),
    `The ${label} must be a web address starting with http:// or https://, or empty.`,
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A media file's id (the server also checks that it is a PDF in the library), or empty for none. */
const pdfFile = (label: string) =>
  z
    .string(`Choose the ${label} from the media library.`)
    .trim()
    .refine((value) => value === '' || UUID.test(value), `Choose the ${label} from the media library.`);

/** An IANA zone name of the list (Intl.supportedValuesOf('timeZone')) or UTC; see isTimeZoneName. */
const timeZone = () =>
  z
    .string('Choose a time zone from the list.')
    .trim()
    .refine((value) => isTimeZoneName(value), 'Choose a time zone from the list.');

const wholeDays = (label: string, min: number, max: number) =>
  z
    .string(`Please enter the ${label}.`)
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `The ${label} must be a whole number from ${min} to ${max}.`);

/** A year the company could have been founded in (not in the future), or empty. */
const pastYear = (label: string) =>
  text(label, 4).refine(
    (value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= new Date().getUTCFullYear()),
    `The ${label} must be a year such as 2015, not in the future, or empty.`,
  );

const onOff = (label: string) => z.boolean(`Say whether to ${label}: on or off.`);

export const SETTINGS_GROUPS = [
  {
    id: 'company',
    title: 'Company',
    intro:
      'Your company as the site, emails and PDFs present it. The footer shows these details unless its own fields are filled in (Website Sections, Footer), where its short company description is edited too.',
    fields: [
      {
        key: 'company_name',
        label: 'Company name',
        input: 'text',
        maxLength: SETTING_LIMITS.name,
        help: 'Shown in the footer and in every email and PDF; also the sender name of emails unless MAIL_FROM is set.',
        schema: text('company name', SETTING_LIMITS.name, { required: true }),
      },
      {
        key: 'site_title',
        label: 'Site title',
        input: 'text',
        maxLength: SETTING_LIMITS.title,
        help: `The home page's title in browser tabs, search results and link previews (at most ${SETTING_LIMITS.title} characters).`,
        schema: text('site title', SETTING_LIMITS.title, { required: true }),
      },
      {
        key: 'contact_email',
        label: 'Contact email',
        input: 'email',
        maxLength: SETTING_LIMITS.email,
        placeholder: 'hello@example.com',
        help: 'Shown on the contact page and in the footer. New leads and applications are sent to this address.',
        schema: email('contact email'),
      },
      {
        key: 'contact_phone',
        label: 'Contact phone',
        input: 'tel',
        optional: true,
        maxLength: SETTING_LIMITS.phone,
        placeholder: '+1 (307) 555-0142',
        help: 'Shown on the contact page and in the footer; empty shows none.',
        schema: phone('contact phone'),
      },
      {
        key: 'contact_address',
        label: 'Address',
        input: 'textarea',
        optional: true,
        maxLength: SETTING_LIMITS.address,
        help: 'Shown on the contact page (with a map link) and in the footer.',
        schema: text('address', SETTING_LIMITS.address),
      },
      {
        key: 'site_description',
        label: 'Site description',
        input: 'textarea',
        maxLength: SETTING_LIMITS.description,
        help: `The home page's description in search results and link previews (at most ${SETTING_LIMITS.description} characters).`,
        schema: text('site description', SETTING_LIMITS.description, { required: true }),
      },
      {
        key: 'founding_year',
        label: 'Founding year',
        input: 'text',
        optional: true,
        maxLength: 4,
        help: "The year the company was founded, as the home page's structured data tells search engines (foundingDate). Empty: not stated.",
        schema: pastYear('founding year'),
      },
      {
        key: 'time_zone',
        label: 'Time zone',
        input: 'timezone',
        defaultValue: DEFAULT_TIME_ZONE,
        help: 'Dates and times in the admin (scheduled publishing, version history) are shown and entered in this zone.',
        schema: timeZone(),
      },
    ],
  },
  {
    id: 'links',
    title: 'Links',
    intro: 'Where the site sends visitors outside it. An empty link hides its button or icon, or uses the fallback named below.',
    fields: [
      {
        key: 'booking_url',
        label: 'Booking link',
        input: 'url',
        optional: true,
        maxLength: SETTING_LIMITS.url,
        placeholder: 'https://cal.com/your-team/intro',
        help: 'The calendar of the "Schedule a Free Consultation" buttons. Empty: they lead to the contact page.',
        schema: webAddress('booking link'),
      },
      {
        key: 'chat_url',
        label: 'Chat link',
        input: 'url',
        optional: true,
        maxLength: SETTING_LIMITS.url,
        placeholder: 'https://wa.me/13075550142',
        help: 'Where the "Chat With Us" buttons lead (WhatsApp, Intercom...). Empty: those buttons are hidden.',
        schema: webAddress('chat link'),
      },
      {
        key: 'social_linkedin',
        label: 'LinkedIn page',
        input: 'url',
        optional: true,
        maxLength: SETTING_LIMITS.url,
        placeholder: 'https://www.linkedin.com/company/…',
        help: 'The LinkedIn icon in the footer. Empty: no icon.',
        schema: webAddress('LinkedIn page'),
      },
      {
        key: 'social_instagram',
        label: 'Instagram profile',
        input: 'url',
        optional: true,
        maxLength: SETTING_LIMITS.url,
        placeholder: 'https://www.instagram.com/…',
        help: 'The Instagram icon in the footer. Empty: no icon.',
        schema: webAddress('Instagram profile'),
      },
      {
        key: 'social_github',
        label: 'GitHub organisation',
        input: 'url',
        optional: true,
        maxLength: SETTING_LIMITS.url,
        placeholder: 'https://github.com/…',
        help: 'The GitHub icon in the footer. Empty: no icon.',
        schema: webAddress('GitHub organisation'),
      },
    ],
  },
  {
    id: 'downloads',
    title: 'Downloads',
    intro:
      'PDFs the site offers for download, chosen from the media library (upload a new one there first). Visitors get a link that works for a few minutes, so the file itself is never public.',
    fields: [
      {
        key: 'portfolio_file',
        label: 'Portfolio (PDF)',
        input: 'pdf',
        optional: true,
        help: 'Offered by every "Download Portfolio (PDF)" button. Empty: those buttons read "View Our Portfolio" and lead to the case studies.',
        schema: pdfFile('portfolio'),
      },
      {
        key: 'partnership_guide_file',
        label: 'Partnership guide (PDF)',
        input: 'pdf',
        optional: true,
        help: 'Offered by the "Download Partnership Guide" button on the partners page. Empty: that button leads to the contact form instead.',
        schema: pdfFile('partnership guide'),
      },
    ],
  },
  {
    id: 'statistics',
    title: 'Visit statistics',
    intro: 'The site counts visits without cookies (Analytics). Each page view is kept in detail for a while, then only as daily totals.',
    fields: [
      {
        key: 'analytics_enabled',
        label: 'Count visits',
        input: 'switch',
        defaultValue: 'true',
        help: 'When off, pages no longer load the counting script and nothing is recorded; the figures so far stay in Analytics. The privacy policy describes the counting: change it there too.',
        schema: onOff('count visits'),
      },
      {
        key: 'analytics_retention_days',
        label: 'Keep page views for (days)',
        input: 'text',
        maxLength: 4,
        defaultValue: String(DEFAULT_RETENTION_DAYS),
        help: 'After this many days each page view and event is deleted; the daily figures of Analytics stay. The privacy policy says how long: change it there too.',
        schema: wholeDays('number of days', 1, 3650),
      },
    ],
  },
  {
    id: 'signup',
    title: 'Sign-up',
    intro: 'Whether people can create their own staff account.',
    fields: [
      {
        key: 'signup_enabled',
        label: 'Allow staff sign-up',
        input: 'switch',
        help: 'When on, anyone can create an account at /auth. It has no access until a super admin gives it a role in Users & Roles.',
        schema: onOff('allow staff sign-up'),
      },
    ],
  },
  {
    id: 'security',
    title: 'Two-step sign-in',
    intro:
      'Roles whose accounts must sign in with an authenticator app after the password. An account without one is led to its profile to set it up right after signing in, and can open nothing else until it has.',
    fields: (['super_admin', 'admin', 'editor'] as const).map((role) => ({
      key: twoStepSettingKey(role),
      label: `Require it for ${ROLE_LABELS[role].toLowerCase()}s`,
      input: 'switch' as const,
      help:
        role === 'editor'
          ? 'With this on, every account with access to the admin needs it.'
          : `Every account with the ${ROLE_LABELS[role].toLowerCase()} role needs it.`,
      schema: onOff(`require two-step sign-in for ${ROLE_LABELS[role].toLowerCase()}s`),
    })),
  },
] as const satisfies readonly { id: string; title: string; intro: string; fields: readonly SettingField[] }[];

export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
export type SettingsGroupId = SettingsGroup['id'];
/**
 * Sections that are not a form: Email (how mail is sent is the server's configuration) and
 * Integrations (a link to the Webhooks screen, /admin/settings/webhooks).
 */
export type SettingsSectionId = SettingsGroupId | 'email' | 'integrations';
/** The order of /admin/settings. */
export const SETTINGS_SECTIONS: readonly { id: SettingsSectionId; title: string }[] = [
  { id: 'company', title: 'Company' },
  { id: 'links', title: 'Links' },
  { id: 'downloads', title: 'Downloads' },
  { id: 'email', title: 'Email' },
  { id: 'integrations', title: 'Integrations' },
  { id: 'statistics', title: 'Visit statistics' },
  { id: 'signup', title: 'Sign-up' },
  { id: 'security', title: 'Two-step sign-in' },
];

export type SettingValues = Record<string, string | boolean>;

export const SETTING_FIELDS: readonly SettingField[] = SETTINGS_GROUPS.flatMap((group): readonly SettingField[] => group.fields);

export function settingsGroup(id: SettingsGroupId): SettingsGroup {
  return SETTINGS_GROUPS.find((group) => group.id === id)!;
}

/** One group's values: every field of the group, and nothing else. */
export function groupValuesSchema(group: SettingsGroup) {
  return z.strictObject(Object.fromEntries(group.fields.map((field) => [field.key, field.schema])), {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown setting: ${issue.keys.join(', ')}. Reload the page.` : 'Please send the settings of this group.',
  });
}

export const settingsGroupInputSchema = z.discriminatedUnion(
  'group',
  SETTINGS_GROUPS.map((group) => z.object({ group: z.literal(group.id), values: groupValuesSchema(group) })) as unknown as [
    z.ZodObject<{ group: z.ZodLiteral<SettingsGroupId>; values: z.ZodType<SettingValues> }>,
  ],
  { error: 'Unknown settings group. Reload the page.' },
);
export type SettingsGroupInput = { group: SettingsGroupId; values: SettingValues };

/** The first message for each field named by zod's issues (paths `[key]` or `['values', key]`). */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path[0] === 'values' ? issue.path.slice(1) : issue.path;
    const key = path[0];
    if (typeof key === 'string' && !(key in errors) && key !== 'group') errors[key] = issue.message;
  }
  return errors;
}
