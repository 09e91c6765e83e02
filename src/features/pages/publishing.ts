// Pages in the publishing workflow (decision 085): the page row is what visitors see; the editor
// works on a document of the same fields, kept as a draft until someone publishes it.
import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { BLOCK_TYPES } from '@/features/blocks/registry';
import { MAX_BLOCKS } from '@/features/blocks/parse';
import type { PublishableCollection } from '@/features/publishing/types';
import { invalidateCacheTags } from '@/server/cache';
import { pages } from '@/server/db/schema';
import { CrudError } from '@/features/admin/crud/server';
import { slugTakenMessage, writePageIn } from './admin-pages';
import { POST_LIMITS } from '@/features/posts/terms';
import { PAGE_KINDS, PAGE_LIMITS, PAGE_TEMPLATES, pageInputSchema, slugProblem } from './admin-schema';

/**
 * What the editor edits. Checked loosely for a draft (an autosave keeps a half-typed block), fully
 * (pageInputSchema) for a saved version and for publishing.
 */
export const pageDocSchema = z.object({
  title: z.string('A draft needs a title field.').max(PAGE_LIMITS.title),
  slug: z.string().max(PAGE_LIMITS.slug).catch(''),
  metaTitle: z.string().max(PAGE_LIMITS.metaTitle).catch(''),
  metaDescription: z.string().max(PAGE_LIMITS.metaDescription).catch(''),
  templateType: z.enum(PAGE_TEMPLATES).catch('basic'),
  noindex: z.boolean().catch(false),
  socialImageId: z.uuid().nullable().catch(null),
  // Whether it is a page or a post: set when created, never changed by a save (writePageIn keeps
  // the row's); here so that every preview of the working copy draws it as what it is.
  kind: z.enum(PAGE_KINDS).catch('page'),
  // A post's fields (a page's stay empty).
  excerpt: z.string().max(POST_LIMITS.excerpt).catch(''),
  coverImageId: z.uuid().nullable().catch(null),
  authorId: z.uuid().nullable().catch(null),
  // Roomy: a draft keeps what was typed, a save says what is too many or too long.
  categories: z.array(z.string().max(200)).max(50).catch([]),
  tags: z.array(z.string().max(200)).max(50).catch([]),
  blocks: z
    .array(z.looseObject({ id: z.string().regex(/^[\w-]{1,64}$/), type: z.enum(BLOCK_TYPES as [string, ...string[]]) }), 'The blocks must be a list.')
    .max(MAX_BLOCKS, `Use at most ${MAX_BLOCKS} blocks on a page.`),
});

export type PageDoc = z.output<typeof pageDocSchema>;

/** savePage's input for a document: what the full check and the write take. */
export const pageInputOf = (doc: PageDoc, id: string) => ({ ...doc, id, isPublished: true });

/** A page's own fields as the database holds them: what the editor edits and a version keeps (the API adds its id, state and dates). */
export const pageDocColumns = {
  title: pages.title,
  slug: pages.slug,
  metaTitle: pages.metaTitle,
  metaDescription: pages.metaDescription,
  templateType: pages.templateType,
  noindex: pages.noindex,
  socialImageId: pages.socialImageId,
  kind: pages.kind,
  excerpt: pages.excerpt,
  coverImageId: pages.coverImageId,
  authorId: pages.authorId,
  categories: pages.categories,
  tags: pages.tags,
  blocks: pages.blocks,
};

export const pageCollection: PublishableCollection<PageDoc> = {
  collection: 'page',
  entityType: 'page',
  noun: 'page',
  fieldLabels: {
    title: 'title',
    slug: 'address',
    metaTitle: 'SEO title',
    metaDescription: 'SEO description',
    templateType: 'template',
    noindex: 'search engine setting',
    socialImageId: 'social image',
    kind: 'kind',
    excerpt: 'excerpt',
    coverImageId: 'cover image',
    authorId: 'author',
    categories: 'categories',
    tags: 'tags',
  },
  async lock(tx, id) {
    const [row] = await tx
      .select({ title: pages.title, isPublished: pages.isPublished, builtIn: pages.builtIn })
      .from(pages)
      .where(eq(pages.id, id))
      .for('update');
    return row ? { title: row.title, isPublished: row.isPublished, canUnpublish: !row.builtIn } : null;
  },
  async publishedDoc(tx, id) {
    const [row] = await tx.select(pageDocColumns).from(pages).where(eq(pages.id, id));
    if (!row) throw new CrudError('The page no longer exists.', 404);
    return {
      ...row,
      metaTitle: row.metaTitle ?? '',
      metaDescription: row.metaDescription ?? '',
      excerpt: row.excerpt ?? '',
      blocks: row.blocks as PageDoc['blocks'],
    };
  },
  draftSchema: pageDocSchema,
  async check(tx, doc, id) {
    const parsed = pageInputSchema.safeParse(pageInputOf(doc, id));
    if (!parsed.success) return parsed.error.issues;
    // The address too, as publishing would check it: better said at a save than at 9:00 on Monday.
    const [row] = await tx.select({ builtIn: pages.builtIn, kind: pages.kind }).from(pages).where(eq(pages.id, id));
    if (row?.builtIn) return [];
    const { slug, requestedSlug } = parsed.data;
    const problem = slugProblem(slug, requestedSlug, row?.kind);
    if (problem) return [{ message: problem, path: ['slug'] }];
    const [taken] = await tx
      .select({ title: pages.title, kind: pages.kind })
      .from(pages)
      .where(and(eq(pages.slug, slug), ne(pages.id, id)))
      .limit(1);
    return taken ? [{ message: slugTakenMessage(slug, taken.title, taken.kind), path: ['slug'] }] : [];
  },
  async apply(tx, author, id, doc) {
    await writePageIn(tx, author, pageInputSchema.parse(pageInputOf(doc, id)), { audit: false });
  },
  // Built-in pages never get here: lock() says they cannot be unpublished.
  async unpublish(tx, id) {
    await tx.update(pages).set({ isPublished: false, updatedAt: new Date() }).where(eq(pages.id, id));
  },
  invalidate: () => invalidateCacheTags('pages'),
};
