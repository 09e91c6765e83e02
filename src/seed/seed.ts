// Demo content for a fresh install (seed-data.ts). Idempotent: rows already present (same
// key, slug, name or title) are left as they are, so running it twice adds nothing and never
// overwrites what staff have edited.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { seedDemoVisuals, type VisualKey } from './demo-visuals/seed';
import { partnershipGuideTitle, renderPartnershipGuidePdf } from './partnership-guide-pdf';
import { renderPortfolioPdf } from './portfolio-pdf';
import { recordDemoContent } from '@/features/launch/demo-content';
import { migrateLegacyPages } from '@/features/pages/legacy-pages';
import { ensureSeedPages } from './built-in-pages';
import { seedPosts } from './posts';
import type { Storage } from '@/server/storage';
import type { Database } from '@/server/db/client';
import * as schema from '@/server/db/schema';
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
 * With a storage, also makes the demo visuals (covers, illustrations, logos, portraits: once each,
 * in the media library's 'demo' folder; case studies and partners without a picture get theirs)
 * and the demo portfolio and partnership guide PDFs (each once: an existing setting, pointing to
 * the staff's own file perhaps, is left alone).
 */
export async function seedDatabase(db: Database, options: { storage?: Storage } = {}): Promise<Inserted> {
  const inserted = await seedRows(db);
  // The demo pictures first: the seeded pages' blocks point at them, by the keys that
  // demo-visuals/catalog.ts lists ('service:ai-automation', 'person:...').
  const demo = options.storage ? await seedDemoVisuals(db, options.storage) : null;
  if (demo) inserted.demo_visuals = demo.inserted;
  inserted.pages = (inserted.pages ?? 0) + (await ensureSeedPages(db, (key) => demo?.visuals.get(key as VisualKey) ?? null, { builtInOnly: false }));
  await migrateLegacyPages(db);
  // The demo posts after the pictures: their covers and their authors' portraits are among them.
  inserted.posts = await seedPosts(db, (key) => demo?.visuals.get(key as VisualKey) ?? null);
  await markDemoContent(db);
  if (options.storage) {
    const company = { name: data.COMPANY.name, email: data.COMPANY.email, phone: data.COMPANY.phone, address: data.COMPANY.address };
    inserted.portfolio = await seedPdfSetting(db, options.storage, {
      key: 'portfolio_file',
      description: 'The media file every "download portfolio" link offers (a PDF in the media library).',
      folder: 'portfolio',
      filename: `${company.name} Portfolio.pdf`,
      render: () =>
        renderPortfolioPdf(
          company,
          data.caseStudies.map((s) => ({
            title: s.title,
            client: s.client,
            industry: s.industry,
            challenge: s.challenge ?? '',
            solution: s.solution ?? '',
            results: s.results ?? [],
            technologies: s.technologies ?? [],
            timeline: s.timeline ?? null,
          })),
        ),
    });
    inserted.partnershipGuide = await seedPdfSetting(db, options.storage, {
      key: 'partnership_guide_file',
      description:
        'The PDF that the "Download Partnership Guide" button on /partners offers (a file in the media library). Empty: the button asks for the guide through the contact form instead.',
      folder: 'partners',
      filename: `${partnershipGuideTitle(company.name)}.pdf`,
      render: () => renderPartnershipGuidePdf(company),
    });
  }
  return inserted;
}

/** A generated PDF stored as a private media file, and the media setting that points to it. */
async function seedPdfSetting(
  db: Database,
  storage: Storage,
  pdfSetting: { key: string; description: string; folder: string; filename: string; render: () => Promise<Uint8Array> },
): Promise<number> {
  const [existing] = await db.select({ id: schema.siteSettings.id }).from(schema.siteSettings).where(eq(schema.siteSettings.key, pdfSetting.key));
  if (existing) return 0;
  const pdf = await pdfSetting.render();
  const path = `private/${pdfSetting.folder}/${randomUUID()}.pdf`;
  await storage.put(path, Buffer.from(pdf));
  await db.transaction(async (tx) => {
    const [file] = await tx
      .insert(schema.mediaFiles)
      .values({
        filename: path.split('/').pop()!,
        originalFilename: pdfSetting.filename,
        filePath: path,
        fileSize: pdf.length,
        mimeType: 'application/pdf',
        folder: pdfSetting.folder,
        isPrivate: true,
      })
      .returning({ id: schema.mediaFiles.id });
    await tx.insert(schema.siteSettings).values({ key: pdfSetting.key, value: file!.id, description: pdfSetting.description, type: 'media' });
  });
  return 1;
}

async function seedRows(db: Database): Promise<Inserted> {
  return db.transaction(async (tx) => {
    const inserted: Inserted = {};
    const note = (table: string, rows: unknown[]) => (inserted[table] = rows.length);

    note('site_settings', await tx.insert(schema.siteSettings).values(data.siteSettings).onConflictDoNothing().returning({ id: schema.siteSettings.id }));
    note(
      'website_sections',
      await tx.insert(schema.websiteSections).values(data.websiteSections).onConflictDoNothing().returning({ id: schema.websiteSections.id }),
    );
    note('project_types', await tx.insert(schema.projectTypes).values(data.projectTypes).onConflictDoNothing().returning({ id: schema.projectTypes.id }));
    note(
      'project_features',
      await tx.insert(schema.projectFeatures).values(data.projectFeatures).onConflictDoNothing().returning({ id: schema.projectFeatures.id }),
    );
    note('rate_cards', await tx.insert(schema.rateCards).values(data.rateCards).onConflictDoNothing().returning({ id: schema.rateCards.id }));
    note(
      'estimator_settings',
      await tx.insert(schema.estimatorSettings).values(data.estimatorSettings).onConflictDoNothing().returning({ id: schema.estimatorSettings.id }),
    );
    note(
      'case_studies',
      await tx.insert(schema.caseStudies).values(newestFirst(data.caseStudies)).onConflictDoNothing().returning({ id: schema.caseStudies.id }),
    );
    note('pages', await tx.insert(schema.pages).values(data.pages).onConflictDoNothing().returning({ id: schema.pages.id }));
    note(
      'forms',
      await tx.insert(schema.forms).values(newestFirst(data.forms)).onConflictDoNothing({ target: schema.forms.slug }).returning({ id: schema.forms.id }),
    );

    // Tables without a natural unique key: compare on what identifies a row to a person.
    const navigation = missing(
      data.navigationItems,
      (await tx.select({ href: schema.navigationItems.href }).from(schema.navigationItems)).map((r) => r.href),
      (r) => r.href,
    );
    note('navigation_items', navigation.length ? await tx.insert(schema.navigationItems).values(navigation).returning({ id: schema.navigationItems.id }) : []);
    const jobs = missing(
      data.jobs,
      (await tx.select({ title: schema.jobs.title }).from(schema.jobs)).map((r) => r.title),
      (r) => r.title,
    );
    note('jobs', jobs.length ? await tx.insert(schema.jobs).values(newestFirst(jobs)).returning({ id: schema.jobs.id }) : []);
    const partners = missing(
      data.partners,
      (await tx.select({ name: schema.partners.name }).from(schema.partners)).map((r) => r.name),
      (r) => r.name,
    );
    note('partners', partners.length ? await tx.insert(schema.partners).values(partners).returning({ id: schema.partners.id }) : []);

    return inserted;
  });
}

/** Everything above is demo content: Launch Ready lists what is left of it before the site goes public (decision 108). */
async function markDemoContent(db: Database) {
  const ids = async (table: typeof schema.caseStudies | typeof schema.partners | typeof schema.jobs | typeof schema.authors) =>
    (await db.select({ id: table.id }).from(table)).map((row) => row.id);
  const posts = await db.select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.kind, 'post'));
  await recordDemoContent(db, {
    seededAt: new Date().toISOString(),
    records: {
      caseStudies: await ids(schema.caseStudies),
      partners: await ids(schema.partners),
      jobs: await ids(schema.jobs),
      authors: await ids(schema.authors),
      posts: posts.map((row) => row.id),
    },
    values: { contact_phone: data.COMPANY.phone, booking_url: data.COMPANY.bookingUrl, chat_url: data.COMPANY.chatUrl },
  });
}

/** A database without any site setting has never been set up: give it the demo content. */
export async function seedIfEmpty(db: Database, options: { storage?: Storage } = {}): Promise<Inserted | null> {
  const [row] = await db.select({ n: count() }).from(schema.siteSettings);
  if ((row?.n ?? 0) > 0) return null;
  return seedDatabase(db, options);
}
