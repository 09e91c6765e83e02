// The page manager's writes, as plain functions over the database (admin-actions.ts calls them
// after the role check; the integration tests call them directly). Each write is one
// transaction with its audit entry, then the 'pages' cache tag is dropped so the viewer, the
// sitemap and the SEO screen show the change at once.
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import type { Tx } from '@/features/publishing/types';
import { forgetRecord } from '@/features/publishing/workflow';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import { authors, mediaFiles, pageRedirects, pages } from '@/server/db/schema';
import { slugProblem as slugProblemOf, type PageInput } from './admin-schema';

type Saved = { id: string; created: boolean };

/** Pages and posts share one namespace of slugs (decision 090): the message names which one has it. */
export const slugTakenMessage = (slug: string, title: string, kind: 'page' | 'post' = 'page') =>
  `The slug "${slug}" is already used by the ${kind} "${title}". Choose another slug.`;
const slugTaken = (slug: string, title: string, kind: 'page' | 'post') => new CrudError(slugTakenMessage(slug, title, kind), 409);

/** A concurrent save took the slug between our check and our write. */
function isSlugConflict(error: unknown): boolean {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === 'pages_slug_key' || String(cause).includes('pages_slug_key'))) return true;
  }
  return false;
}

/**
 * Creates the page (no id) or updates it; 404 (CrudError) for an unknown id, 409 for a slug
 * another page uses, 400 for a slug no page may have. publishedAt is set the first time the page
 * is published and kept after. Renaming a page that has been published keeps its old URL working:
 * the old slug becomes a redirect to the page. A page that takes a slug some redirect used wins:
 * that redirect goes. A built-in page keeps its address (its route file serves it): a save that
 * asks for another one is refused.
 */
export async function writePage(db: Database, actor: CrudActor, input: PageInput): Promise<Saved> {
  let result: Saved;
  try {
    result = await db.transaction((tx) => writePageIn(tx, actor, input));
  } catch (error) {
    throw slugConflictAsRefusal(error, input.slug);
  }
  invalidateCacheTags('pages');
  return result;
}

/** A concurrent save took the slug between our check and our write: said as a refusal. */
export function slugConflictAsRefusal(error: unknown, slug: string): unknown {
  return isSlugConflict(error) ? new CrudError(`The slug "${slug}" is already used by another page. Choose another slug.`, 409) : error;
}

/** writePage's work inside the caller's transaction (publishing a draft runs it in its own). */
export async function writePageIn(tx: Tx, actor: CrudActor, input: PageInput, options: { audit: boolean } = { audit: true }): Promise<Saved> {
  const { id, requestedSlug, slugProblem, kind: requestedKind, ...fields } = input;
  if (id !== undefined && !isUuid(id)) throw notFound('page');
  const [before] = id
    ? await tx
        .select({ slug: pages.slug, publishedAt: pages.publishedAt, builtIn: pages.builtIn, kind: pages.kind })
        .from(pages)
        .where(eq(pages.id, id))
        .for('update')
    : [];
  if (id && !before) throw notFound('page');
  // A record stays what it was created as: a post never turns into a page.
  const kind = before?.kind ?? requestedKind;
  const post = kind === 'post';
  // The editor shows older pages' sections as a rich-text block: once saved, the blocks hold them.
  // A page keeps no post fields; a post is always drawn by Insights' layout.
  const values = {
    ...fields,
    ...(post ? { templateType: 'blog' as const } : { excerpt: null, coverImageId: null, authorId: null, categories: [], tags: [] }),
    content: { sections: [] },
  };
  if (before?.builtIn) {
    if (requestedSlug !== undefined && requestedSlug !== before.slug)
      throw new CrudError(`The address of a built-in page cannot change: it stays /${before.slug}.`, 400);
    // Its route serves the record: unpublished, the address would answer 404.
    if (!values.isPublished) throw new CrudError('A built-in page is always published: its blocks can change, not whether it is online.', 400);
    values.slug = before.slug;
  } else {
    // The schema judged the slug as the kind the input said (a page unless told): a post's is judged as a post's.
    const problem = post ? slugProblemOf(values.slug, requestedSlug, 'post') : slugProblem;
    if (problem) throw new CrudError(problem, 400);
    const [taken] = await tx
      .select({ title: pages.title, kind: pages.kind })
      .from(pages)
      .where(id ? and(eq(pages.slug, values.slug), ne(pages.id, id)) : eq(pages.slug, values.slug))
      .limit(1);
    if (taken) throw slugTaken(values.slug, taken.title, taken.kind);
    // The slug now names this page, whatever an older redirect said.
    await tx.delete(pageRedirects).where(eq(pageRedirects.oldSlug, values.slug));
  }

  if (values.socialImageId) {
    const [image] = await tx.select({ mimeType: mediaFiles.mimeType }).from(mediaFiles).where(eq(mediaFiles.id, values.socialImageId));
    if (!image?.mimeType.startsWith('image/')) throw new CrudError('The social image is not in the media library any more: choose another one.', 400);
  }

  if (values.coverImageId) {
    const [image] = await tx.select({ mimeType: mediaFiles.mimeType }).from(mediaFiles).where(eq(mediaFiles.id, values.coverImageId));
    if (!image?.mimeType.startsWith('image/')) throw new CrudError('The cover image is not in the media library any more: choose another one.', 400);
  }
  if (values.authorId) {
    const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, values.authorId));
    if (!author) throw new CrudError('The author no longer exists: choose another one.', 400);
  }

  if (!id || !before) {
    const [row] = await tx
      .insert(pages)
      .values({ ...values, kind, publishedAt: values.isPublished ? new Date() : null })
      .returning({ id: pages.id });
    await recordAudit(tx, {
      action: 'page.create',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'page',
      entityId: row!.id,
      details: { title: values.title, slug: values.slug, isPublished: values.isPublished, blocks: values.blocks.length },
    });
    if (values.isPublished)
      await emitWebhookEvent(tx, 'page.published', { id: row!.id, title: values.title, slug: values.slug, version: null, wasPublished: false });
    return { id: row!.id, created: true };
  }

  const publishedAt = before.publishedAt ?? (values.isPublished ? new Date() : null);
  await tx
    .update(pages)
    .set({ ...values, publishedAt, updatedAt: new Date() })
    .where(eq(pages.id, id));
  const renamed = before.slug !== values.slug;
  // Only a page that has been public can have links and search results pointing at it.
  if (renamed && before.publishedAt) {
    await tx
      .insert(pageRedirects)
      .values({ oldSlug: before.slug, pageId: id })
      .onConflictDoUpdate({ target: pageRedirects.oldSlug, set: { pageId: id, createdAt: new Date() } });
  }
  // Publishing writes its own entry (page.publish).
  if (options.audit)
    await recordAudit(tx, {
      action: 'page.update',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'page',
      entityId: id,
      details: {
        title: values.title,
        slug: values.slug,
        isPublished: values.isPublished,
        blocks: values.blocks.length,
        ...(renamed ? { previousSlug: before.slug } : {}),
      },
    });
  return { id, created: false };
}

/** Deletes the page and its redirects; 404 (CrudError) for an unknown id, 409 for a built-in page. */
export async function removePage(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('page');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pages)
      .where(and(eq(pages.id, id), eq(pages.builtIn, false)))
      .returning({ title: pages.title, slug: pages.slug });
    if (!row) {
      const [builtIn] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id));
      throw builtIn ? new CrudError('A built-in page cannot be deleted: its blocks can be changed in the editor.', 409) : notFound('page');
    }
    await forgetRecord(tx, 'page', id);
    await recordAudit(tx, {
      action: 'page.delete',
      actor,
      ipAddress: actor.ipAddress,
      entityType: 'page',
      entityId: id,
      details: { title: row.title, slug: row.slug },
    });
    await emitWebhookEvent(tx, 'page.deleted', { id, title: row.title, slug: row.slug });
  });
  invalidateCacheTags('pages');
}
