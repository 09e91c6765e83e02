// Launch Ready (decision 108): real checks of what stands between a fresh install and a public
// site, each with its state, why it matters, what is true now and where to fix it. Blocking items
// keep Pre-launch mode on (prelaunch.ts); advice does not.
import 'server-only';
import { and, eq, inArray, isNull, like, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatZoned } from '@/lib/zoned-time';
import type { Database } from '@/server/db/client';
import { authors, caseStudies, jobs, mediaFiles, pages, partners, passkeys, siteSettings, users, websiteSections } from '@/server/db/schema';
import { env } from '@/server/env';
import { mailDelivery } from '@/server/mail/delivery';
import { DEMO_CONTENT_KEY, DEMO_SETTINGS, type DemoContentMarker } from './demo-content';
import { MAIL_TEST_KEY, PRELAUNCH_KEY, type MailTest } from './keys';

export type LaunchState = 'done' | 'blocking' | 'advice';
export type LaunchLink = { label: string; href: string };
export type LaunchCheck = { id: string; title: string; state: LaunchState; why: string; now: string; fix?: LaunchLink; items?: LaunchLink[] };
export type LaunchReport = { checks: LaunchCheck[]; blocking: number; prelaunch: boolean; mailTest: MailTest | null };

const SETTING_LABELS: Record<(typeof DEMO_SETTINGS)[number], LaunchLink> = {
  contact_phone: { label: 'Contact phone', href: '/admin/settings#settings-company' },
  booking_url: { label: 'Booking link', href: '/admin/settings#settings-links' },
  chat_url: { label: 'Chat link', href: '/admin/settings#settings-links' },
};

/** Blocks of invented people: a page that still shows them unedited is demo content. */
const PEOPLE_BLOCKS = ['team', 'testimonials'];

function addressCheck(): LaunchCheck {
  const url = new URL(env().siteUrl);
  const local = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname);
  const secure = url.protocol === 'https:';
  return {
    id: 'address',
    title: 'The public address',
    state: !local && secure ? 'done' : 'blocking',
    why: 'Links in emails, the sitemap, share previews and passkeys all use it; browsers warn visitors away from a site without HTTPS.',
    now: `SITE_URL is ${url.origin}${local ? ', an address on this machine' : ''}${secure ? '' : ', without HTTPS'}.${
      local || !secure ? ' Set SITE_URL to the site’s https address and restart the server.' : ''
    }`,
  };
}

function mailCheck(test: MailTest | null): LaunchCheck {
  const delivery = mailDelivery(env());
  const why = 'New leads, applications and password resets reach people by email.';
  if (delivery.transport === 'files') {
    return {
      id: 'mail',
      title: 'Email leaves the server',
      state: 'blocking',
      why,
      now: `No SMTP_URL: emails are written to files in ${delivery.folder}, and nobody receives them. Set SMTP_URL and restart the server.`,
    };
  }
  const tested = test && test.transport === 'smtp' ? test : null;
  return {
    id: 'mail',
    title: 'Email leaves the server',
    state: tested?.ok ? 'done' : 'advice',
    why,
    now: tested
      ? `${tested.ok ? 'A test email was accepted' : 'A test email failed'} by ${delivery.server} at ${tested.at} (to ${tested.to})${tested.ok ? '.' : `: ${tested.error ?? 'no answer'}.`}`
      : `Sent through ${delivery.server}. Send a test email below to see it accepted.`,
  };
}

function secretCheck(): LaunchCheck {
  const config = env();
  const shared = Boolean(config.DATABASE_URL);
  const ok = !shared || Boolean(config.APP_SECRET);
  return {
    id: 'secret',
    title: 'The signing secret',
    state: ok ? 'done' : 'blocking',
    why: 'Sessions, links in emails and encrypted keys are signed with it; every server process must share the same one.',
    now: config.APP_SECRET
      ? 'APP_SECRET is set.'
      : shared
        ? 'APP_SECRET is not set, and the database is a PostgreSQL server that several processes may share: each would make its own secret. Set APP_SECRET to the same value in every process.'
        : 'One process on the embedded database: the secret generated in DATA_DIR serves it.',
  };
}

async function demoItems(db: Database, marker: DemoContentMarker, settings: Map<string, unknown>): Promise<LaunchLink[]> {
  const seededAt = new Date(marker.seededAt);
  // Written in the same start as the marker: a record changed a minute later is the agency's.
  const untouched = new Date(seededAt.getTime() + 60_000);
  const items: LaunchLink[] = [];
  for (const key of DEMO_SETTINGS) {
    const value = marker.values[key];
    if (value && settings.get(key) === value) items.push({ label: `${SETTING_LABELS[key].label}: ${value}`, href: SETTING_LABELS[key].href });
  }
  const unchanged = async (table: typeof caseStudies | typeof partners | typeof jobs | typeof authors, ids: string[], name: AnyPgColumn) =>
    ids.length === 0
      ? []
      : await db
          .select({ id: table.id, name })
          .from(table as typeof caseStudies)
          .where(and(inArray(table.id, ids), lte(table.updatedAt, untouched)));
  for (const row of await unchanged(caseStudies, marker.records.caseStudies, caseStudies.title))
    items.push({ label: `Case study: ${row.name}`, href: `/admin/case-studies/${row.id}` });
  for (const row of await unchanged(partners, marker.records.partners, partners.name)) items.push({ label: `Partner: ${row.name}`, href: '/admin/partners' });
  for (const row of await unchanged(jobs, marker.records.jobs, jobs.title)) items.push({ label: `Job: ${row.name}`, href: '/admin/jobs' });
  for (const row of await unchanged(authors, marker.records.authors, authors.name)) items.push({ label: `Author: ${row.name}`, href: '/admin/authors' });
  const pageRows = await db
    .select({ id: pages.id, title: pages.title, kind: pages.kind, blocks: pages.blocks })
    .from(pages)
    .where(
      and(lte(pages.updatedAt, untouched), or(marker.records.posts.length > 0 ? inArray(pages.id, marker.records.posts) : sql`false`, eq(pages.kind, 'page'))),
    );
  for (const page of pageRows) {
    if (page.kind === 'post') {
      if (marker.records.posts.includes(page.id)) items.push({ label: `Post: ${page.title}`, href: `/admin/posts/${page.id}` });
      continue;
    }
    const people = [...new Set(page.blocks.filter((block) => PEOPLE_BLOCKS.includes(block.type)).map((block) => block.type))];
    if (people.length > 0) items.push({ label: `${page.title} page: invented ${people.join(' and ')}`, href: `/admin/pages/${page.id}` });
  }
  return items;
}

export async function launchReport(db: Database, timeZone: string): Promise<LaunchReport> {
  const settingRows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const settings = new Map(settingRows.map((row) => [row.key, row.value]));
  const marker = (settings.get(DEMO_CONTENT_KEY) as DemoContentMarker | undefined) ?? null;
  const stored = settings.get(MAIL_TEST_KEY) as (MailTest & { at: string }) | undefined;
  const mailTest = stored ? { ...stored, at: formatZoned(new Date(stored.at), timeZone) } : null;

  const demo = marker ? await demoItems(db, marker, settings) : [];
  const checks: LaunchCheck[] = [
    addressCheck(),
    mailCheck(mailTest),
    secretCheck(),
    {
      id: 'demo',
      title: 'Demo content replaced',
      state: demo.length > 0 ? 'blocking' : 'done',
      why: 'A fresh install shows invented people, reviews, case studies, a fictional phone number and placeholder links. Publishing invented reviews or clients is misleading, and in many countries unlawful.',
      now:
        demo.length > 0
          ? `${demo.length} demo ${demo.length === 1 ? 'item is' : 'items are'} still as installed: replace or delete each.`
          : marker
            ? 'Everything the demo install made has been edited or deleted.'
            : 'This site was not installed with the demo content.',
      items: demo,
    },
    ...(await adviceChecks(db, settings, marker)),
  ];
  return { checks, blocking: checks.filter((check) => check.state === 'blocking').length, prelaunch: settings.get(PRELAUNCH_KEY) === true, mailTest };
}

async function adviceChecks(db: Database, settings: Map<string, unknown>, marker: DemoContentMarker | null): Promise<LaunchCheck[]> {
  const [legal, logo, missingAlt, staff] = await Promise.all([
    db
      .select({ id: pages.id, title: pages.title, slug: pages.slug, updatedAt: pages.updatedAt, blocks: pages.blocks })
      .from(pages)
      .where(inArray(pages.slug, ['privacy', 'terms', 'cookies'])),
    db.select({ content: websiteSections.content }).from(websiteSections).where(eq(websiteSections.sectionType, 'logo')).limit(1),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mediaFiles)
      .where(and(like(mediaFiles.mimeType, 'image/%'), eq(mediaFiles.isPrivate, false), or(isNull(mediaFiles.altText), eq(mediaFiles.altText, '')))),
    db
      .select({
        id: users.id,
        name: users.name,
        twoStep: users.twoFactorEnabled,
        ssoOnly: users.ssoOnly,
        passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${users.id})`,
      })
      .from(users)
      .where(and(inArray(users.role, ['admin', 'super_admin']), or(isNull(users.banned), eq(users.banned, false)))),
  ]);
  const seededAt = marker ? new Date(new Date(marker.seededAt).getTime() + 60_000) : null;
  const unedited = seededAt ? legal.filter((page) => page.updatedAt <= seededAt) : [];
  const privacy = legal.find((page) => page.slug === 'privacy');
  const statisticsOn = settings.get('analytics_enabled') !== false;
  const privacyTellsStatistics = privacy ? JSON.stringify(privacy.blocks).toLowerCase().includes('statistics') : false;
  const logoUrl = (logo[0]?.content as { url?: string } | undefined)?.url ?? '';
  const withoutFactor = staff.filter((person) => !person.twoStep && !person.ssoOnly && person.passkeys === 0);
  const imagesWithoutAlt = missingAlt[0]?.n ?? 0;
  return [
    {
      id: 'legal',
      title: 'Legal pages are the agency’s own',
      state: unedited.length > 0 ? 'advice' : 'done',
      why: 'The privacy policy, terms and cookie notice were written for the demo company: a lawyer should read them for yours.',
      now: unedited.length > 0 ? `Not edited since the install: ${unedited.map((page) => page.title).join(', ')}.` : 'Edited since the install.',
      items: unedited.map((page) => ({ label: page.title, href: `/admin/pages/${page.id}` })),
    },
    {
      id: 'statistics-notice',
      title: 'The privacy page describes the visit statistics',
      state: !statisticsOn || privacyTellsStatistics ? 'done' : 'advice',
      why: 'Visitors must be told what is counted about them, even without cookies.',
      now: !statisticsOn
        ? 'Visit statistics are off.'
        : privacyTellsStatistics
          ? 'The privacy page has a paragraph on visit statistics.'
          : 'Visit statistics are on, and the privacy page does not mention them.',
      ...(privacy && !privacyTellsStatistics && statisticsOn && { fix: { label: 'Edit the privacy page', href: `/admin/pages/${privacy.id}` } }),
    },
    {
      id: 'logo',
      title: 'The logo',
      state: logoUrl ? 'done' : 'advice',
      why: 'The header and the emails show the logo; without one they show the company name as text.',
      now: logoUrl ? 'A logo image is set.' : 'No logo image: the header shows the company name as text.',
      fix: { label: 'Website Sections → Logo', href: '/admin/website-sections' },
    },
    {
      id: 'alt',
      title: 'Every image has alt text',
      state: imagesWithoutAlt > 0 ? 'advice' : 'done',
      why: 'People who cannot see the image hear its alt text, and search engines read it.',
      now:
        imagesWithoutAlt > 0
          ? `${imagesWithoutAlt} public ${imagesWithoutAlt === 1 ? 'image has' : 'images have'} no alt text.`
          : 'All public images have alt text.',
      fix: { label: 'Media library', href: '/admin/media' },
    },
    {
      id: 'second-factor',
      title: 'Every admin has a second factor',
      state: withoutFactor.length > 0 ? 'advice' : 'done',
      why: 'An admin account opens every setting and every lead: a stolen password alone should not be enough.',
      now:
        withoutFactor.length > 0
          ? `Without an authenticator app or passkey: ${withoutFactor.map((person) => person.name).join(', ')}.`
          : 'Every admin has an authenticator app, a passkey or single sign-on.',
      fix: { label: 'Settings → Two-step sign-in can require it', href: '/admin/settings#settings-security' },
    },
  ];
}
