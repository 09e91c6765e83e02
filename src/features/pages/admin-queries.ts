// The page manager's list: every page (published or draft), newest first, 50 per page,
// searchable by title or slug and filterable by state. Not cached: staff see their change at once.
import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { isUuid } from '@/features/admin/crud/server';
import { containsPattern, PAGE_SIZE, type ListFilter, type ListParams, type Paged } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { mediaFiles, pageRedirects, pages } from '@/server/db/schema';
import { publicMediaUrl } from '@/features/media/keys';
import {
  PUBLISHING_STATUS_FILTER,
  publishingRowStatus,
  withWorkingTitle,
  publishingStatusCondition,
  type PublishingRowStatus,
} from '@/features/publishing/list';
import { readDraft } from '@/features/publishing/workflow';
import { pageCollection, pageDocColumns } from './publishing';

const adminColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  content: pages.content,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
  templateType: pages.templateType,
  builtIn: pages.builtIn,
  isPublished: pages.isPublished,
  publishedAt: pages.publishedAt,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
  kind: pages.kind,
  categories: pages.categories,
};

export type AdminPage = { [K in keyof typeof adminColumns]: (typeof pages.$inferSelect)[K] } & PublishingRowStatus & {
    /** Former slugs that redirect here, oldest first. */
    oldSlugs: string[];
  };

/** ?status=published|changed|draft (the shared Active/Inactive filter does not fit pages). */
export const PAGE_LIST_FILTERS: readonly ListFilter[] = [PUBLISHING_STATUS_FILTER];

/** The pages (or, with kind 'post', the posts) for the manager's list. */
export async function listAdminPages(db: Database, params: ListParams, kind: 'page' | 'post' = 'page'): Promise<Paged<AdminPage>> {
  const filters: SQL[] = [eq(pages.kind, kind)];
  if (params.q) filters.push(or(ilike(pages.title, containsPattern(params.q)), ilike(pages.slug, containsPattern(params.q)))!);
  const state = publishingStatusCondition(params, 'page', { id: pages.id, isPublished: pages.isPublished }, db);
  if (state) filters.push(state);
  const where = filters.length ? and(...filters) : undefined;
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(pages).where(where),
    db
      .select(adminColumns)
      .from(pages)
      .where(where)
      .orderBy(desc(pages.createdAt), desc(pages.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  const ids = rows.map((row) => row.id);
  const redirects = ids.length
    ? await db
        .select({ pageId: pageRedirects.pageId, oldSlug: pageRedirects.oldSlug })
        .from(pageRedirects)
        .where(inArray(pageRedirects.pageId, ids))
        .orderBy(asc(pageRedirects.createdAt), asc(pageRedirects.oldSlug))
    : [];
  const status = await publishingRowStatus(db, 'page', ids);
  return {
    rows: rows.map((row) => ({ ...withWorkingTitle(row, status.get(row.id)!), oldSlugs: redirects.filter((r) => r.pageId === row.id).map((r) => r.oldSlug) })),
    total,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    params,
  };
}

/** One page as the editor opens it, with its social image's address; null for an unknown id. */
export async function getAdminPage(db: Database, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    // The document's own fields, as a version keeps them, and what the editor needs besides.
    .select({ id: pages.id, ...pageDocColumns, content: pages.content, builtIn: pages.builtIn, isPublished: pages.isPublished })
    .from(pages)
    .where(eq(pages.id, id))
    .limit(1);
  if (!row) return null;
  const [socialImage, coverImage] = await Promise.all([libraryImage(db, row.socialImageId), libraryImage(db, row.coverImageId)]);
  return { ...row, excerpt: row.excerpt ?? '', socialImage, coverImage };
}

/** A library image as the editor shows it (id, address, name), or null when there is none. */
async function libraryImage(db: Database, id: string | null) {
  if (!id) return null;
  const [image] = await db.select({ filePath: mediaFiles.filePath, name: mediaFiles.originalFilename }).from(mediaFiles).where(eq(mediaFiles.id, id));
  const url = image ? publicMediaUrl(image.filePath) : null;
  return image && url ? { id, url, name: image.name ?? '' } : null;
}

/**
 * A page as its editor opens it: its working copy (the draft, else what is published) over the
 * record, with where it stands in publishing (decision 085).
 */
export async function getEditedPage(db: Database, id: string) {
  const [record, { draft, state }] = await Promise.all([getAdminPage(db, id), isUuid(id) ? readDraft(db, pageCollection, id) : { draft: null, state: null }]);
  if (!record || !state) return null;
  const publishing = { ...state, hasDraft: draft !== null, isPublished: record.isPublished };
  if (!draft) return { ...record, publishing };
  const [socialImage, coverImage] = await Promise.all([
    draft.socialImageId === record.socialImageId ? record.socialImage : libraryImage(db, draft.socialImageId),
    draft.coverImageId === record.coverImageId ? record.coverImage : libraryImage(db, draft.coverImageId),
  ]);
  return { ...record, ...draft, blocks: draft.blocks as typeof record.blocks, socialImage, coverImage, publishing };
}

export type EditedPageRecord = Omit<NonNullable<Awaited<ReturnType<typeof getAdminPage>>>, 'isPublished'> & {
  publishing?: NonNullable<Awaited<ReturnType<typeof getEditedPage>>>['publishing'];
};

/** The pages a link in rich text can point at (published ones), by title. */
export async function listLinkablePages(db: Database): Promise<{ title: string; path: string }[]> {
  const rows = await db.select({ title: pages.title, slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)).orderBy(asc(pages.title)).limit(500);
  return rows.map((row) => ({ title: row.title, path: `/${row.slug}` }));
}
