// Every page of the site, for the checks that run over all of them (e2e/layout.spec.ts,
// e2e/html-validate.spec.ts): a data directory with the demo content plus the records that only
// visitors create (an estimate with its share page, leads of each kind, a subscriber), and the
// lists of public URLs and admin screens.
import { randomBytes } from 'node:crypto';
import { estimates, jobs, leads, newsletterIssues, newsletterSubscribers } from '../../src/server/db/schema';
import { ADMIN_NAV } from '../../src/features/admin/navigation';
import { prepareDataDir } from './data-dir';

export type SiteData = { dataDir: string; estimateToken: string; contactLeadId: string; estimateLeadId: string; applicationLeadId: string; issueId: string };

/** The seeded subscriber's key, for the preferences and unsubscribe pages its emails link to. */
export const SUBSCRIBER_TOKEN = 'e2e-subscriber-token-0123456789';

/** A seeded data directory with no administrator yet (so that /setup is reachable) and one record of each visitor-made kind. */
export async function prepareSiteData(): Promise<SiteData> {
  const made: Omit<SiteData, 'dataDir'> = { estimateToken: '', contactLeadId: '', estimateLeadId: '', applicationLeadId: '', issueId: '' };
  const dataDir = await prepareDataDir(async (db) => {
    // Priced as the wizard prices them: hours x rate per role, times the design level (standard, 1.3).
    const roles = [
      { role: 'Design', hours: 48, hourlyRate: 85 },
      { role: 'Frontend', hours: 96, hourlyRate: 95 },
      { role: 'Backend', hours: 120, hourlyRate: 105 },
      { role: 'Quality Assurance', hours: 32, hourlyRate: 70 },
    ].map((line) => ({ ...line, cost: Math.round(line.hours * line.hourlyRate * 1.3) }));
    const total = roles.reduce((sum, line) => sum + line.cost, 0);
    const now = new Date();
    const [estimate] = await db
      .insert(estimates)
      .values({
        shareToken: randomBytes(18).toString('base64url'),
        projectType: 'Web Application',
        selectedFeatures: {
          auth: { enabled: true, complexity: 2, name: 'User Authentication' },
          dashboard: { enabled: true, complexity: 3, name: 'Analytics Dashboard with Custom Reports and Scheduled Exports' },
        },
        complexitySettings: { scale: 0.4, complexity: 0.5, platforms: 0.25, performance: 0.3 },
        designLevel: 'standard',
        deliveryPreferences: { timeline: 'standard', support: 'standard', phases: 0.5 },
        calculatedHours: Object.fromEntries(roles.map((line) => [line.role, line.hours])),
        breakdown: {
          roles,
          totalHours: roles.reduce((sum, line) => sum + line.hours, 0),
          designMultiplier: 1.3,
          timelineAdjustmentPercent: 0,
          range: { low: Math.round(total * 0.9), high: Math.round(total * 1.2) },
        },
        totalCost: total,
        name: 'Margaret Hamilton',
        email: 'margaret.hamilton@example.com',
        company: 'Apollo Guidance Systems International',
        projectDescription: 'A customer portal with single sign-on, usage dashboards and exports to our billing system.',
        assumptions: ['Standard development practices', 'Third-party APIs are available and documented'],
        exclusions: ['Third-party license fees', 'Hosting costs'],
        expiresAt: new Date(now.getTime() + 30 * 24 * 60 * 60_000),
      })
      .returning();
    made.estimateToken = estimate!.shareToken;
    const [job] = await db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
    const rows = await db
      .insert(leads)
      .values([
        {
          kind: 'contact',
          name: 'Bartholomew Featherstonehaugh-Worthington',
          email: 'bartholomew.featherstonehaugh-worthington@a-rather-long-company-domain.example.com',
          company: 'Featherstonehaugh, Worthington & Associates International Holdings',
          phone: '+44 20 7946 0958',
          projectType: 'AI & Machine Learning',
          budget: '$20,000 - $50,000',
          timeline: '3-6 months',
          message: 'We would like an assistant that answers questions about our 4,000 pages of maintenance manuals.\n\nIt must run in our own cloud account.',
          consent: true,
          consentAt: now,
          sourcePage: 'http://localhost:3000/contact?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-2026-announcement',
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'autumn-2026-announcement',
        },
        {
          kind: 'estimate',
          name: 'Margaret Hamilton',
          email: 'margaret.hamilton@example.com',
          company: 'Apollo Guidance Systems International',
          projectType: 'Web Application',
          estimateId: estimate!.id,
        },
        {
          kind: 'job_application',
          name: 'Katherine Johnson',
          email: 'katherine@example.com',
          phone: '+1 555 0100',
          jobId: job?.id,
          profileUrl: 'https://github.com/katherine-johnson',
          message: 'I have built flight dynamics software for twenty years.',
          consent: true,
          consentAt: now,
        },
      ])
      .returning({ id: leads.id, kind: leads.kind });
    made.contactLeadId = rows.find((row) => row.kind === 'contact')!.id;
    made.estimateLeadId = rows.find((row) => row.kind === 'estimate')!.id;
    made.applicationLeadId = rows.find((row) => row.kind === 'job_application')!.id;
    await db
      .insert(newsletterSubscribers)
      .values({ email: 'subscriber@example.com', status: 'subscribed', unsubscribeToken: SUBSCRIBER_TOKEN, consentAt: now });
    const [issue] = await db
      .insert(newsletterIssues)
      .values({
        subject: 'What we learned shipping AI to production this autumn',
        intro: 'Hello from the team.\n\nThree articles this month.',
        createdByName: 'Layout Tester',
      })
      .returning({ id: newsletterIssues.id });
    made.issueId = issue!.id;
  });
  return { dataDir, ...made };
}

/**
 * Every public URL: the sitemap (built-in pages, case studies, jobs, CMS pages), then the pages
 * it does not list: search results, the 404 page, a job's application form, an estimate's share
 * page, the sign-in screens and the first-run setup page while its link is valid.
 */
export async function publicUrls(baseUrl: string, extra: { estimateToken: string; setupUrl?: string }): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const job = paths.find((path) => /^\/careers\/[0-9a-f-]{36}$/.test(path));
  if (!job) throw new Error('The sitemap lists no job');
  const setup = extra.setupUrl ? new URL(extra.setupUrl) : undefined;
  return [
    ...paths,
    '/search?q=web',
    '/no-such-page',
    `${job}/apply`,
    `/estimates/${extra.estimateToken}`,
    `/estimator?estimate=${extra.estimateToken}`,
    '/ax-admin-panel',
    '/auth',
    '/auth/forgot-password',
    // A link that does not (or no longer) work: the page that offers a new one.
    '/auth/reset-password?token=no-longer-valid',
    // The pages a subscriber's emails link to.
    `/newsletter/preferences?token=${SUBSCRIBER_TOKEN}`,
    `/newsletter/unsubscribe?token=${SUBSCRIBER_TOKEN}`,
    ...(setup ? [`${setup.pathname}${setup.search}`] : []),
  ];
}

/** Every admin screen a super admin sees: each sidebar entry, each tab that has a URL of its own, the detail screens. */
export function adminUrls(data: SiteData): string[] {
  return [
    ...ADMIN_NAV.map((item) => item.href),
    '/admin/dashboard',
    '/admin/content/site-settings',
    '/admin/content/contact-info',
    '/admin/estimator/features',
    '/admin/estimator/rate-cards',
    '/admin/estimator/settings',
    `/admin/leads/${data.contactLeadId}`,
    `/admin/leads/${data.estimateLeadId}`,
    `/admin/leads/${data.applicationLeadId}`,
    '/admin/pages/new',
    '/admin/newsletter/issues/new',
    `/admin/newsletter/issues/${data.issueId}`,
    '/admin/newsletter/subscribers',
    '/admin/profile',
    '/admin/search?q=web',
  ];
}

/** The setup link the server prints while no administrator exists. */
export function setupLinkFrom(output: string): string | undefined {
  return /(http:\/\/\S+\/setup\?token=[\w-]+)/.exec(output)?.[1];
}
