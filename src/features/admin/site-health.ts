// Site Health: real checks, each passed, a warning or failed, with a one-line hint unless it
// passed. The inputs are read by queries.ts; the judging is pure so that it is easy to test.
import type { MailDelivery } from '@/server/mail/delivery';

/**
 * First path segments served by the app's own routes and files: a CMS page with one of these
 * slugs would never render, so the page manager refuses them. reserved-slugs.test.ts checks
 * that every top-level route in src/app is listed.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  '_next',
  'about',
  'admin',
  'api',
  'auth',
  'ax-admin-panel',
  'careers',
  'case-studies',
  'contact',
  'estimates',
  'estimator',
  'favicon.ico',
  'icon.svg',
  'icons',
  'industries',
  'insights',
  'islands',
  'media',
  'newsletter',
  'og',
  'partners',
  'partnership-guide',
  'portfolio',
  'preview',
  'robots.txt',
  'search',
  'services',
  'setup',
  'sitemap.xml',
  'sitemaps',
  'solutions',
]);

/** The settings the header, footer and contact page show. */
export const REQUIRED_SETTINGS = [
  { key: 'company_name', label: 'company name' },
  { key: 'contact_email', label: 'contact email' },
  { key: 'contact_phone', label: 'contact phone' },
  { key: 'contact_address', label: 'contact address' },
] as const;

export type HealthStatus = 'passed' | 'warning' | 'failed';
/** `label` says what is true now; `hint` (warnings and failures) what to do about it. */
export type HealthCheck = { id: 'mail' | 'super-admin' | 'settings' | 'pages'; label: string; status: HealthStatus; hint?: string };
export type SiteHealth = { checks: HealthCheck[]; passed: number; warnings: number; percentage: number };

/** How mail goes out and how the outbox's emails fared (webhooks are not mail). */
export type MailHealthInput = MailDelivery & {
  /** Emails given up on (status failed) in the last 7 days. */
  failedLastWeek: number;
  /** Emails whose last attempt failed and that will be tried again. */
  retrying: number;
  /** The newest error among those. */
  lastError: string | null;
};

export type HealthInputs = {
  mail: MailHealthInput;
  superAdmins: number;
  settings: { key: string; value: unknown }[];
  publishedPages: { title: string; slug: string }[];
};

/** A setting counts as filled when it holds something other than blank text. */
export function isFilled(value: unknown): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** "a", "a and b", "a, b and c", "a, b, c and 2 more". */
function list(items: string[], max = 3): string {
  const shown = items.length > max ? [...items.slice(0, max), `${items.length - max} more`] : items;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : (shown[0] ?? '');
}

const emails = (n: number) => (n === 1 ? '1 email' : `${n} emails`);

function shortError(error: string | null): string {
  const text = (error ?? 'unknown').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * Mail: a failure only when mail really did not go out (emails given up on this week); a warning
 * while emails wait for a retry, and when mail is written to files (the documented default: it
 * works, but nobody receives it); passed when an SMTP server takes it.
 */
export function judgeMail(mail: MailHealthInput): HealthCheck {
  const id = 'mail';
  const where = mail.transport === 'smtp' ? 'Check SMTP_URL and that the mail server accepts it.' : `Check that ${mail.folder} can be written to.`;
  if (mail.failedLastWeek > 0) {
    return {
      id,
      status: 'failed',
      label: `${emails(mail.failedLastWeek)} could not be sent in the last 7 days`,
      hint: `Last error: ${shortError(mail.lastError)}. ${where} Each lead in Forms & Leads can send its email again.`,
    };
  }
  if (mail.retrying > 0) {
    return {
      id,
      status: 'warning',
      label: `${emails(mail.retrying)} waiting to be sent again`,
      hint: `The last attempt failed: ${shortError(mail.lastError)}. They are retried automatically. ${where}`,
    };
  }
  if (mail.transport === 'files') {
    return {
      id,
      status: 'warning',
      label: `Emails are written to files in ${mail.folder} (no SMTP_URL set)`,
      hint: 'Nobody receives them. To send real mail, set SMTP_URL to your mail server (see the README, Configuration) and restart the server.',
    };
  }
  return { id, status: 'passed', label: `Mail is sent through ${mail.server}` };
}

export function judgeSiteHealth(input: HealthInputs): SiteHealth {
  const filled = new Set(input.settings.filter((s) => isFilled(s.value)).map((s) => s.key));
  const missingSettings = REQUIRED_SETTINGS.filter((s) => !filled.has(s.key)).map((s) => s.label);
  const brokenPages = input.publishedPages.filter((p) => p.title.trim() === '' || RESERVED_SLUGS.has(p.slug)).map((p) => `/${p.slug}`);

  const check = (id: HealthCheck['id'], label: string, passed: boolean, hint: string): HealthCheck =>
    passed ? { id, label, status: 'passed' } : { id, label, status: 'failed', hint };
  const checks = [
    judgeMail(input.mail),
    check('super-admin', 'A super admin exists', input.superAdmins > 0, 'Create the first super admin with npm run admin:create (see the README).'),
    check('settings', 'Company settings are filled in', missingSettings.length === 0, `Fill in the ${list(missingSettings)} in the site settings.`),
    check('pages', 'Every published page renders', brokenPages.length === 0, `Give ${list(brokenPages)} a title and a slug that no built-in page uses.`),
  ];

  const passed = checks.filter((c) => c.status === 'passed').length;
  const warnings = checks.filter((c) => c.status === 'warning').length;
  // A warning is half a check: something to look at, not something broken.
  return { checks, passed, warnings, percentage: Math.round(((passed + warnings / 2) / checks.length) * 100) };
}
