// Site Health: real checks, each with a one-line hint when it fails. The inputs are read by
// queries.ts; the judging is pure so that it is easy to test.

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
  'industries',
  'media',
  'partners',
  'partnership-guide',
  'portfolio',
  'robots.txt',
  'search',
  'services',
  'setup',
  'sitemap.xml',
  'solutions',
]);

/** The settings the header, footer and contact page show. */
export const REQUIRED_SETTINGS = [
  { key: 'company_name', label: 'company name' },
  { key: 'contact_email', label: 'contact email' },
  { key: 'contact_phone', label: 'contact phone' },
  { key: 'contact_address', label: 'contact address' },
] as const;

export type HealthCheck = { id: 'mail' | 'super-admin' | 'settings' | 'pages'; label: string; passed: boolean; hint?: string };
export type SiteHealth = { checks: HealthCheck[]; passed: number; percentage: number };

export type HealthInputs = {
  mailConfigured: boolean;
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

export function judgeSiteHealth(input: HealthInputs): SiteHealth {
  const filled = new Set(input.settings.filter((s) => isFilled(s.value)).map((s) => s.key));
  const missingSettings = REQUIRED_SETTINGS.filter((s) => !filled.has(s.key)).map((s) => s.label);
  const brokenPages = input.publishedPages
    .filter((p) => p.title.trim() === '' || RESERVED_SLUGS.has(p.slug))
    .map((p) => `/${p.slug}`);

  const check = (id: HealthCheck['id'], label: string, passed: boolean, hint: string): HealthCheck =>
    passed ? { id, label, passed } : { id, label, passed, hint };
  const checks = [
    check('mail', 'Mail is configured', input.mailConfigured, 'Set SMTP_URL so that lead notifications and confirmations are sent.'),
    check('super-admin', 'A super admin exists', input.superAdmins > 0, 'Create the first super admin with npm run admin:create (see the README).'),
    check('settings', 'Company settings are filled in', missingSettings.length === 0, `Fill in the ${list(missingSettings)} in the site settings.`),
    check('pages', 'Every published page renders', brokenPages.length === 0, `Give ${list(brokenPages)} a title and a slug that no built-in page uses.`),
  ];

  const passed = checks.filter((c) => c.passed).length;
  return { checks, passed, percentage: Math.round((passed / checks.length) * 100) };
}
