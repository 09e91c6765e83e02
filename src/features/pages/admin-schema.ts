// What the page editor sends to savePage, checked on the server (and the limits the editor shows).
// The blocks are checked by the block library (blocksSchema): a forged save with an unknown block,
// a javascript: link or markup the rich-text schema does not allow is refused as a whole.
import { z } from 'zod';
import { blocksSchema, MAX_BLOCKS } from '@/features/blocks/parse';
import { deleteSchema, optionalText, recordId, requiredText } from '@/features/admin/crud/schema-helpers';
import { RESERVED_SLUGS } from '@/features/admin/site-health';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/features/seo/seo-checks';
import { POST_LIMITS, termList } from '@/features/posts/terms';
import { PAGE_KINDS, PAGE_TEMPLATES } from '@/server/db/enums';
import { slugify } from './slug';

export { PAGE_KINDS, PAGE_TEMPLATES };
export const pageDeleteSchema = deleteSchema;

export const PAGE_LIMITS = {
  title: 200,
  slug: 200,
  // The spec's SEO limits (admin.md sections 5 and 9); the database refuses longer ones too.
  metaTitle: SEO_TITLE_MAX,
  metaDescription: SEO_DESCRIPTION_MAX,
} as const;

/** Why a slug cannot be used before asking the database, or null. Shared with the editor. */
export function reservedSlugMessage(slug: string): string | null {
  return RESERVED_SLUGS.has(slug) ? `/${slug} is a built-in page of the site. Choose another slug.` : null;
}

/**
 * What is wrong with the slug a page made in the manager would get, or null. A post lives under
 * /insights/, so the site's own addresses do not concern it.
 */
export function slugProblem(slug: string, typed: string | undefined, kind: (typeof PAGE_KINDS)[number] = 'page'): string | null {
  if (!slug) return typed?.trim() ? 'The slug needs at least one letter or number.' : 'The title gives no slug: enter one with at least one letter or number.';
  if (slug.length > PAGE_LIMITS.slug) return `Use at most ${PAGE_LIMITS.slug} characters for the slug.`;
  return kind === 'page' ? reservedSlugMessage(slug) : null;
}

/** A page's fields as the editor and the content API send them, before the slug rule. */
export const pageFieldsSchema = z.object({
  id: recordId.optional(),
  title: requiredText('page title', PAGE_LIMITS.title),
  slug: z.string('Please enter a valid slug.').max(PAGE_LIMITS.slug, `Use at most ${PAGE_LIMITS.slug} characters for the slug.`).optional(),
  metaTitle: optionalText('SEO title', PAGE_LIMITS.metaTitle),
  metaDescription: optionalText('SEO description', PAGE_LIMITS.metaDescription),
  templateType: z.enum(PAGE_TEMPLATES, 'Choose a template: basic, landing, blog or contact.').default('basic'),
  isPublished: z.boolean('Say whether the page is published.').default(false),
  noindex: z.boolean('Say whether search engines may list the page.').default(false),
  socialImageId: z.uuid('Choose the social image from the media library.').nullable().default(null),
  blocks: blocksSchema.default([]),
  // Whether the record is a page or a post of Insights: chosen when it is created, never changed.
  kind: z.enum(PAGE_KINDS, 'Choose what to create: a page or a post.').default('page'),
  // A post's own fields (decision 090); a page keeps them empty.
  excerpt: optionalText('excerpt', POST_LIMITS.excerpt),
  coverImageId: z.uuid('Choose the cover image from the media library.').nullable().default(null),
  authorId: z.uuid('Choose the author from the list.').nullable().default(null),
  categories: termList('category', POST_LIMITS.categories),
  tags: termList('tag', POST_LIMITS.tags),
});

export const pageInputSchema = pageFieldsSchema.transform((input) => {
  // The spec: the slug is generated from the title when left empty. A typed slug goes through
  // the same rule, so what is stored is always a valid URL segment. Whether it may be used
  // depends on the page (a built-in page keeps its own address): writePage decides.
  const slug = slugify(input.slug?.trim() ? input.slug : input.title);
  return { ...input, slug, requestedSlug: input.slug, slugProblem: slugProblem(slug, input.slug, input.kind) };
});

export type PageInput = z.output<typeof pageInputSchema>;

/**
 * The editor's unsaved page, for the live preview. Only its shape is checked here: the preview
 * leaves out (and names) the blocks that are not valid yet, as a save would refuse them.
 */
export const previewInputSchema = z.object({
  id: z.uuid('Unknown preview.'),
  page: z.object({
    title: z.string().max(PAGE_LIMITS.title).catch(''),
    templateType: z.enum(PAGE_TEMPLATES).catch('basic'),
    // A post is previewed as Insights draws it, with its cover, author and categories.
    kind: z.enum(PAGE_KINDS).catch('page'),
    excerpt: z.string().max(POST_LIMITS.excerpt).catch(''),
    coverImageId: z.uuid().nullable().catch(null),
    authorId: z.uuid().nullable().catch(null),
    categories: z.array(z.string().max(POST_LIMITS.term)).max(POST_LIMITS.categories).catch([]),
    tags: z.array(z.string().max(POST_LIMITS.term)).max(POST_LIMITS.tags).catch([]),
    // The address the page will have, for the blocks that link within it (a list's next page).
    path: z
      .string()
      .regex(/^\/[\w/-]{0,300}$/)
      .catch('/'),
    blocks: z.array(z.unknown()).max(MAX_BLOCKS, `Use at most ${MAX_BLOCKS} blocks on a page.`),
  }),
});

export type PreviewInput = z.output<typeof previewInputSchema>;
export type PreviewPage = PreviewInput['page'];
