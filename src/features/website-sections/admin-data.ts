// The website sections manager's read and write, as plain functions over the database
// (admin-actions.ts calls the write after the role check; the integration tests call them
// directly). A save upserts the section's row on section_type in one transaction with its audit
// entry, then drops the cached site info so the header and footer show it on the next page.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { CrudActor } from '@/features/admin/crud/server';
import { recordAudit } from '@/features/audit/record';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { siteSettings, websiteSections } from '@/server/db/schema';
import { DEFAULT_SECTION_CONTENTS, SECTION_LABELS, type SectionContents, type WebsiteSectionInput } from './schema';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored content object in its section's shape (a row written by hand may lack fields). */
function contentOf<T extends keyof SectionContents>(type: T, stored: Record<string, unknown> | undefined): SectionContents[T] {
  const defaults = DEFAULT_SECTION_CONTENTS[type];
  if (!stored) return { ...defaults };
  const shaped = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [
      key,
      typeof fallback === 'boolean' ? (typeof stored[key] === 'boolean' ? stored[key] : fallback) : text(stored[key]),
    ]),
  );
  return shaped as SectionContents[T];
}

/** What the footer shows when a footer field is blank: the Contact Info settings. */
export type FooterFallbacks = { email: string; phone: string; address: string };

export async function getAdminWebsiteSections(db: Database): Promise<{ sections: SectionContents; footerFallbacks: FooterFallbacks }> {
  const [rows, settings] = await Promise.all([
    db.select({ sectionType: websiteSections.sectionType, content: websiteSections.content }).from(websiteSections),
    db
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, ['contact_email', 'contact_phone', 'contact_address'])),
  ]);
  const stored = (type: keyof SectionContents) => rows.find((row) => row.sectionType === type)?.content;
  const setting = (key: string) => text(settings.find((row) => row.key === key)?.value);
  return {
    sections: { logo: contentOf('logo', stored('logo')), header: contentOf('header', stored('header')), footer: contentOf('footer', stored('footer')) },
    footerFallbacks: { email: setting('contact_email'), phone: setting('contact_phone'), address: setting('contact_address') },
  };
}

/**
 * Saves one section (insert or update on section_type). Saving turns the section on: the screen
 * has no switch to hide one, so a saved section is one staff want shown.
 */
export async function writeWebsiteSection(db: Database, actor: CrudActor, input: WebsiteSectionInput): Promise<void> {
  const { section, ...content } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ content: websiteSections.content }).from(websiteSections).where(eq(websiteSections.sectionType, section)).for('update');
    await tx
      .insert(websiteSections)
      .values({ sectionType: section, sectionName: SECTION_LABELS[section], content, isActive: true })
      .onConflictDoUpdate({ target: websiteSections.sectionType, set: { content, isActive: true, updatedAt: new Date() } });
    const changed = Object.fromEntries(Object.entries(content).filter(([key, value]) => JSON.stringify(before?.content[key]) !== JSON.stringify(value)));
    await recordAudit(tx, {
      action: 'website_section.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'website_section',
      entityId: section,
      details: { changed },
    });
  });
  invalidateCacheTags('site');
}
