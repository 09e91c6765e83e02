// Demo content for a fresh install (seed-data.ts). Idempotent: rows already present (same
// key, slug, name or title) are left as they are, so running it twice adds nothing and never
// overwrites what staff have edited.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { renderPortfolioPdf } from '../../features/portfolio/portfolio-pdf';
import type { Storage } from '../storage';
import type { Database } from './client';
import * as schema from './schema';
import * as data from './seed-data';

type Inserted = Record<string, number>;

/** Keeps only the rows whose `key` is not among the existing ones. */
function missing<T>(rows: T[], existing: string[], key: (row: T) => string): T[] {
  const present = new Set(existing);
  return rows.filter((row) => !present.has(key(row)));
}

/** The demo lists are ordered newest first: give the rows distinct dates, a few days apart, in listed order. */
function newestFirst<T extends { createdAt?: Date }>(rows: T[], now = Date.now()): T[] {
  return rows.map((row, i) => ({ ...row, createdAt: row.createdAt ?? new Date(now - i * 3 * 24 * 60 * 60_000) }));
}

/**
 * With a storage, also makes the demo portfolio PDF (once: an existing portfolio_file setting,
 * the staff's own file perhaps, is left alone).
 */
export async function seedDatabase(db: Database, options: { storage?: Storage } = {}): Promise<Inserted> {
  const inserted = await seedRows(db);
  if (options.storage) inserted.portfolio = await seedPortfolio(db, options.storage);
  return inserted;
}

async function seedPortfolio(db: Database, storage: Storage): Promise<number> {
  const [existing] = await db.select({ id: schema.siteSettings.id }).from(schema.siteSettings).where(eq(schema.siteSettings.key, 'portfolio_file'));
  if (existing) return 0;
  const company = data.COMPANY;
  const pdf = await renderPortfolioPdf(
    { name: company.name, email: company.email, phone: company.phone, address: company.address },
    data.caseStudies.map((s) => ({ title: s.title, client: s.client, industry: s.industry, challenge: s.challenge ?? '', solution: s.solution ?? '', results: s.results ?? [], technologies: s.technologies ?? [], timeline: s.timeline ?? null })),
  );
  const key = `private/portfolio/${randomUUID()}.pdf`;
  await storage.put(key, Buffer.from(pdf));
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(schema.mediaFiles)
      .values({ filename: key.split('/').pop()!, originalFilename: `${company.name} Portfolio.pdf`, filePath: key, fileSize: pdf.length, mimeType: 'application/pdf', folder: 'portfolio', isPrivate: true })
      .returning({ id: schema.mediaFiles.id });
    await tx.insert(schema.siteSettings).values({
      key: 'portfolio_file',
      value: file!.id,
      description: 'The media file every "download portfolio" link offers (a PDF in the media library).',
      type: 'media',
    });
  });
  return 1;
}

async function seedRows(db: Database): Promise<Inserted> {
  return db.transaction(async (tx) => {
    const inserted: Inserted = {};
    const note = (table: string, rows: unknown[]) => (inserted[table] = rows.length);

    note('site_settings', await tx.insert(schema.siteSettings).values(data.siteSettings).onConflictDoNothing().returning({ id: schema.siteSettings.id }));
    note('website_sections', await tx.insert(schema.websiteSections).values(data.websiteSections).onConflictDoNothing().returning({ id: schema.websiteSections.id }));
    note('project_types', await tx.insert(schema.projectTypes).values(data.projectTypes).onConflictDoNothing().returning({ id: schema.projectTypes.id }));
    note('project_features', await tx.insert(schema.projectFeatures).values(data.projectFeatures).onConflictDoNothing().returning({ id: schema.projectFeatures.id }));
    note('rate_cards', await tx.insert(schema.rateCards).values(data.rateCards).onConflictDoNothing().returning({ id: schema.rateCards.id }));
    note('estimator_settings', await tx.insert(schema.estimatorSettings).values(data.estimatorSettings).onConflictDoNothing().returning({ id: schema.estimatorSettings.id }));
    note('case_studies', await tx.insert(schema.caseStudies).values(newestFirst(data.caseStudies)).onConflictDoNothing().returning({ id: schema.caseStudies.id }));
    note('pages', await tx.insert(schema.pages).values(data.pages).onConflictDoNothing().returning({ id: schema.pages.id }));
    note('forms', await tx.insert(schema.forms).values(newestFirst(data.forms)).onConflictDoNothing({ target: schema.forms.slug }).returning({ id: schema.forms.id }));

    // Tables without a natural unique key: compare on what identifies a row to a person.
    const navigation = missing(data.navigationItems, (await tx.select({ href: schema.navigationItems.href }).from(schema.navigationItems)).map((r) => r.href), (r) => r.href);
    note('navigation_items', navigation.length ? await tx.insert(schema.navigationItems).values(navigation).returning({ id: schema.navigationItems.id }) : []);
    const jobs = missing(data.jobs, (await tx.select({ title: schema.jobs.title }).from(schema.jobs)).map((r) => r.title), (r) => r.title);
    note('jobs', jobs.length ? await tx.insert(schema.jobs).values(newestFirst(jobs)).returning({ id: schema.jobs.id }) : []);
    const partners = missing(data.partners, (await tx.select({ name: schema.partners.name }).from(schema.partners)).map((r) => r.name), (r) => r.name);
    note('partners', partners.length ? await tx.insert(schema.partners).values(partners).returning({ id: schema.partners.id }) : []);

    return inserted;
  });
}

/** A database without any site setting has never been set up: give it the demo content. */
export async function seedIfEmpty(db: Database, options: { storage?: Storage } = {}): Promise<Inserted | null> {
  const [row] = await db.select({ n: count() }).from(schema.siteSettings);
  if ((row?.n ?? 0) > 0) return null;
  return seedDatabase(db, options);
}
