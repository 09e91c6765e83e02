// The whole data model. Table and column names are the specification's (snake_case); the
// TypeScript keys are camelCase. Allowed values of enum-like columns live in `enums.ts` so that
// zod schemas and forms share the same lists as the check constraints.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  date,
  primaryKey,
  type ExtraConfigColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANALYTICS_DEVICES,
  ANALYTICS_EVENTS,
  API_KEY_ROLES,
  AUDIT_ACTOR_KINDS,
  CONTENT_ITEM_STATUSES,
  CONTENT_ITEM_TYPES,
  DESIGN_LEVELS,
  FEATURE_CATEGORIES,
  JOB_TYPES,
  LEAD_KINDS,
  LEAD_STATUSES,
  MAIL_STATUSES,
  OUTBOX_CHANNELS,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_STATUSES,
  PAGE_KINDS,
  PAGE_TEMPLATES,
  PARTNERSHIP_TYPES,
  SECTION_TYPES,
  USER_ROLES,
} from './enums';

/** `column IN ('a', 'b')` for a check constraint. */
function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

const id = () => uuid('id').primaryKey().defaultRandom();

/**
 * Index columns for 'newest first': created_at DESC, id DESC with PostgreSQL's own NULLS FIRST, the
 * order every list asks for (ORDER BY created_at DESC, id DESC). An index whose null order differs
 * is never used for that ORDER BY: drizzle's `.desc()` alone says NULLS LAST. Why: docs/decisions/070.
 */
const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/**
 * The text the inbox, the header search and the CSV export match a fragment in (name, email,
 * company and message of a lead). One expression, so one trigram index (pg_trgm) serves every
 * `ILIKE '%fragment%'`; queries must use this very expression for the index to apply.
 */
export const leadSearchText = (t: { name: AnyPgColumn; email: AnyPgColumn; company: AnyPgColumn; message: AnyPgColumn }): SQL =>
  sql`(coalesce(${t.name}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.company}, '') || ' ' || coalesce(${t.message}, ''))`;

/**
 * The public search's document of a record: its title weighted A, the rest B, English stemming.
 * The GIN index and the query share this expression (see site-search/queries.ts).
 */
export const searchDocument = (title: AnyPgColumn, ...rest: AnyPgColumn[]): SQL =>
  sql`(setweight(to_tsvector('english'::regconfig, coalesce(${title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, ${sql.join(
    rest.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )}), 'B'))`;

// ---------------------------------------------------------------------------------------------
// CMS

export type ContentItemBody = { text: string };
export type ContentItemMeta = { title?: string };

export const contentItems = pgTable(
  'content_items',
  {
    id: id(),
    title: text('title').notNull(),
    type: text('type', { enum: CONTENT_ITEM_TYPES }).notNull().default('page'),
    status: text('status', { enum: CONTENT_ITEM_STATUSES }).notNull().default('draft'),
    content: jsonb('content').$type<ContentItemBody>().notNull().default({ text: '' }),
    metaData: jsonb('meta_data').$type<ContentItemMeta>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    check('content_items_type_check', oneOf('type', CONTENT_ITEM_TYPES)),
    check('content_items_status_check', oneOf('status', CONTENT_ITEM_STATUSES)),
    index('content_items_created_at_idx').on(...newestFirst(t)),
  ],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    id: id(),
    key: text('key').notNull(),
    // The spec stores values as JSON text; jsonb keeps strings, numbers and objects alike.
    value: jsonb('value').$type<unknown>().notNull(),
    description: text('description'),
    type: text('type').notNull().default('text'),
    ...timestamps,
  },
  (t) => [uniqueIndex('site_settings_key_key').on(t.key)],
);

export type PageSection = { type: 'heading' | 'paragraph' | 'content'; content: string };
export type PageContent = string | { sections: PageSection[] };
/**
 * One block of a page as stored: its type, a stable id (for the editor's keys and anchors) and
 * its fields. The block library (src/features/blocks) validates it on every read and write.
 */
export type StoredBlock = { id: string; type: string } & Record<string, unknown>;

export const pages = pgTable(
  'pages',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    // The spec's shape, kept for pages from before the page builder: the data migration turns its
    // sections into a rich-text block (src/features/pages/legacy-content.ts) and empties it.
    content: jsonb('content').$type<PageContent>().notNull().default({ sections: [] }),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    // The site's own pages (/, /services, /about...): their address is fixed by a route file,
    // so it cannot change and they cannot be deleted; their blocks can.
    builtIn: boolean('built_in').notNull().default(false),
    noindex: boolean('noindex').notNull().default(false),
    socialImageId: uuid('social_image_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isPublished: boolean('is_published').notNull().default(false),
    templateType: text('template_type', { enum: PAGE_TEMPLATES }).notNull().default('basic'),
    // Blog pages show this date ("Published on"), not today's.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // 'post': an article of Insights, at /insights/{slug} (decision 090). Posts and pages share
    // this table, the editor, drafts, versions and schedules, and one namespace of slugs.
    kind: text('kind', { enum: PAGE_KINDS }).notNull().default('page'),
    // A post's own fields (empty for pages).
    excerpt: text('excerpt'),
    coverImageId: uuid('cover_image_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references((): AnyPgColumn => authors.id, { onDelete: 'set null' }),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pages_slug_key').on(t.slug),
    check('pages_kind_check', oneOf('kind', PAGE_KINDS)),
    check('pages_post_not_built_in', sql`kind = 'page' or not built_in`),
    check('pages_excerpt_length', sql`char_length(excerpt) <= 300`),
    // Insights lists published posts newest first.
    index('pages_posts_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`kind = 'post' and is_published`),
    index('pages_categories_idx').using('gin', t.categories),
    check('pages_template_type_check', oneOf('template_type', PAGE_TEMPLATES)),
    check('pages_meta_title_length', sql`char_length(meta_title) <= 60`),
    check('pages_meta_description_length', sql`char_length(meta_description) <= 160`),
    // A page's address is /{slug}. Built-in pages may be nested (services/ai-development) and the
    // home page's slug is empty.
    check('pages_slug_format', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' or (built_in and slug ~ '^([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$')`),
    index('pages_created_at_idx').on(...newestFirst(t)),
    index('pages_search_idx').using('gin', searchDocument(t.title, t.metaDescription, t.excerpt)),
  ],
);

/**
 * Who wrote a post: a staff profile shown under it (name, role, photo, short bio). Not an
 * account: a post keeps its author after the person's account is gone (decision 090); user_id
 * links the profile to an account when there is one.
 */
export const authors = pgTable(
  'authors',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    bio: text('bio').notNull().default(''),
    photoId: uuid('photo_id').references((): AnyPgColumn => mediaFiles.id, { onDelete: 'set null' }),
    userId: text('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('authors_slug_key').on(t.slug),
    check('authors_name_length', sql`char_length(name) between 1 and 100`),
    check('authors_bio_length', sql`char_length(bio) <= 600`),
  ],
);

/**
 * What an editor has typed but not saved yet, for the live preview: the editor writes it a few
 * hundred milliseconds after each change and the preview frame renders it. In the database, not
 * in memory, because the preview's request may reach another process. One row per open editor.
 */
export const pagePreviews = pgTable(
  'page_previews',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    page: jsonb('page').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_previews_updated_at_idx').on(t.updatedAt)],
);

/**
 * Publishing (docs/decisions/085-drafts-versions-schedules.md). Each record of a collection that
 * has drafts (pages and case studies) keeps what visitors see in its own table; what staff are working on
 * lives here. record_id points at that table's row (no foreign key: it serves several tables; a
 * delete removes these rows in the same transaction).
 */
export const PUBLISHABLE_COLLECTIONS = ['page', 'case_study'] as const;
export const VERSION_KINDS = ['save', 'publish', 'restore', 'conflict'] as const;
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;

/**
 * The working copy of a record: `data` is null when it has no changes since it was published.
 * `revision` goes up with every write to the working copy (save, autosave, publish, restore):
 * an editor that opened revision 4 and saves while it is 5 has missed someone else's save.
 */
export const drafts = pgTable(
  'drafts',
  {
    collection: text('collection', { enum: PUBLISHABLE_COLLECTIONS }).notNull(),
    recordId: uuid('record_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    revision: integer('revision').notNull().default(0),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedById: text('saved_by_id'),
    savedByName: text('saved_by_name'),
  },
  (t) => [uniqueIndex('drafts_record_key').on(t.collection, t.recordId), check('drafts_collection_check', oneOf('collection', PUBLISHABLE_COLLECTIONS))],
);

/** Every manual save, publish, restore and kept conflict of a record: numbered from 1, never changed. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    collection: text('collection', { enum: PUBLISHABLE_COLLECTIONS }).notNull(),
    recordId: uuid('record_id').notNull(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: VERSION_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    authorId: text('author_id'),
    // Kept as it was: the history still names an account deleted since.
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_versions_record_number_key').on(t.collection, t.recordId, t.number),
    check('content_versions_kind_check', oneOf('kind', VERSION_KINDS)),
    check('content_versions_collection_check', oneOf('collection', PUBLISHABLE_COLLECTIONS)),
    check('content_versions_note_length', sql`char_length(note) <= 200`),
  ],
);

/**
 * Publish or unpublish at a time. Carried out by the schedule worker of whichever process claims
 * the row first (FOR UPDATE SKIP LOCKED): done_at is set in the same transaction as the publish.
 */
export const publishSchedules = pgTable(
  'publish_schedules',
  {
    id: id(),
    collection: text('collection', { enum: PUBLISHABLE_COLLECTIONS }).notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action', { enum: SCHEDULE_ACTIONS }).notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    // What happened: 'done', or why it could not be (the page's address was taken meanwhile).
    outcome: text('outcome'),
  },
  (t) => [
    index('publish_schedules_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null`),
    index('publish_schedules_record_idx').on(t.collection, t.recordId),
    check('publish_schedules_action_check', oneOf('action', SCHEDULE_ACTIONS)),
    check('publish_schedules_collection_check', oneOf('collection', PUBLISHABLE_COLLECTIONS)),
  ],
);

/**
 * Shared preview links to a record's working copy. The link carries the row's id and its expiry,
 * signed with the app secret: a changed character fails the signature, a revoked or expired row
 * answers 404.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: id(),
    collection: text('collection', { enum: PUBLISHABLE_COLLECTIONS }).notNull(),
    recordId: uuid('record_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdById: text('created_by_id'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('preview_links_record_idx').on(t.collection, t.recordId),
    check('preview_links_collection_check', oneOf('collection', PUBLISHABLE_COLLECTIONS)),
  ],
);

/**
 * A published page's former slugs: the viewer answers each with a permanent redirect to the
 * page's current slug, so links and search results keep working after a rename. Pointing at the
 * page (not at a slug) keeps every chain one hop long.
 */
export const pageRedirects = pgTable(
  'page_redirects',
  {
    id: id(),
    oldSlug: text('old_slug').notNull(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('page_redirects_old_slug_key').on(t.oldSlug), index('page_redirects_page_id_idx').on(t.pageId)],
);

export type SubmenuItem = { name: string; href: string };

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: id(),
    name: text('name').notNull(),
    href: text('href').notNull(),
    submenu: jsonb('submenu').$type<SubmenuItem[]>().notNull().default([]),
    orderIndex: integer('order_index').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('navigation_items_order_idx').on(t.orderIndex)],
);

export type LogoContent = { url: string; alt: string; text: string };
export type HeaderContent = { showSearch: boolean; ctaText: string; ctaLink: string };
export type FooterContent = {
  companyDescription: string;
  email: string;
  phone: string;
  address: string;
};

export const websiteSections = pgTable(
  'website_sections',
  {
    id: id(),
    sectionType: text('section_type', { enum: SECTION_TYPES }).notNull(),
    sectionName: text('section_name').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('website_sections_section_type_key').on(t.sectionType),
    check('website_sections_section_type_check', oneOf('section_type', SECTION_TYPES)),
  ],
);

export type MediaVariant = { width: number; height: number; format: 'webp' | 'avif'; path: string; size: number };

export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    filename: text('filename').notNull(),
    originalFilename: text('original_filename').notNull(),
    filePath: text('file_path').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    folder: text('folder').notNull().default('uploads'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    altText: text('alt_text'),
    caption: text('caption'),
    width: integer('width'),
    height: integer('height'),
    // Private files (CVs, the portfolio) are only served through signed URLs.
    isPrivate: boolean('is_private').notNull().default(false),
    // Resized copies of an image (sharp), each a stored file of its own.
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    // A tiny blurred copy (a data: URL of a few hundred bytes) shown while the image loads.
    blurDataUrl: text('blur_data_url'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_files_file_path_key').on(t.filePath),
    check('media_files_file_size_check', sql`file_size >= 0`),
    index('media_files_folder_created_at_idx').on(t.folder, ...newestFirst(t)),
    index('media_files_created_at_idx').on(...newestFirst(t)),
  ],
);

/** Folders staff created in the media library (a folder also exists while files name it). */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: id(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_folders_name_key').on(t.name)],
);

/** A field of a form: the built-in forms' descriptions, or a built form's whole field (src/features/forms/definition.ts). */
export type FormField = { name: string; label: string; type: string; required?: boolean; options?: string[]; [rule: string]: unknown };

export const forms = pgTable(
  'forms',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('forms_slug_key').on(t.slug), index('forms_created_at_idx').on(...newestFirst(t))],
);

// ---------------------------------------------------------------------------------------------
// Portfolio, careers, partners

export const caseStudies = pgTable(
  'case_studies',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    client: text('client').notNull(),
    industry: text('industry').notNull(),
    imageUrl: text('image_url'),
    description: text('description').notNull().default(''),
    challenge: text('challenge').notNull().default(''),
    solution: text('solution').notNull().default(''),
    results: text('results')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    technologies: text('technologies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeline: text('timeline'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('case_studies_slug_key').on(t.slug),
    // The public list's order: featured first, then newest.
    index('case_studies_public_order_idx').on(t.isActive, t.isFeatured.desc().nullsFirst(), ...newestFirst(t)),
    index('case_studies_created_at_idx').on(...newestFirst(t)),
    index('case_studies_search_idx').using('gin', searchDocument(t.title, t.client, t.industry, t.description)),
    // The header search's fragments (title or client ILIKE '%...%').
    index('case_studies_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('case_studies_client_trgm_idx').using('gin', sql`${t.client} gin_trgm_ops`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    type: text('type', { enum: JOB_TYPES }).notNull().default('full-time'),
    experienceLevel: text('experience_level'),
    description: text('description').notNull().default(''),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    benefits: text('benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    salaryRange: text('salary_range'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('jobs_type_check', oneOf('type', JOB_TYPES)),
    index('jobs_created_at_idx').on(...newestFirst(t)),
    index('jobs_public_order_idx').on(t.isActive, ...newestFirst(t)),
    index('jobs_search_idx').using('gin', searchDocument(t.title, t.department, t.location, t.description)),
  ],
);

export const partners = pgTable(
  'partners',
  {
    id: id(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    description: text('description').notNull().default(''),
    partnershipType: text('partnership_type', { enum: PARTNERSHIP_TYPES }).notNull().default('technology'),
    industry: text('industry'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('partners_partnership_type_check', oneOf('partnership_type', PARTNERSHIP_TYPES)),
    // The public list's order: featured first, then by name.
    index('partners_public_order_idx').on(t.isActive, t.isFeatured.desc().nullsFirst(), t.name, t.id),
    index('partners_created_at_idx').on(...newestFirst(t)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Estimator

export const projectTypes = pgTable(
  'project_types',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    baseHours: integer('base_hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_types_name_key').on(t.name), check('project_types_base_hours_check', sql`base_hours >= 0`)],
);

export const projectFeatures = pgTable(
  'project_features',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: FEATURE_CATEGORIES }).notNull(),
    baseHours: integer('base_hours').notNull(),
    complexityMultiplier: numeric('complexity_multiplier', { precision: 6, scale: 2, mode: 'number' }).notNull().default(1),
    rolesRequired: text('roles_required')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('project_features_category_name_key').on(t.category, t.name),
    check('project_features_category_check', oneOf('category', FEATURE_CATEGORIES)),
    check('project_features_base_hours_check', sql`base_hours >= 0`),
    check('project_features_complexity_multiplier_check', sql`complexity_multiplier > 0`),
  ],
);

export const rateCards = pgTable(
  'rate_cards',
  {
    id: id(),
    role: text('role').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('rate_cards_role_key').on(t.role), check('rate_cards_hourly_rate_check', sql`hourly_rate >= 0`)],
);

/** One row (id = 1): how the server prices an estimate. */
export const estimatorSettings = pgTable(
  'estimator_settings',
  {
    id: integer('id').primaryKey().default(1),
    currency: text('currency').notNull().default('USD'),
    validityDays: integer('validity_days').notNull().default(30),
    designMultipliers: jsonb('design_multipliers')
      .$type<Record<(typeof DESIGN_LEVELS)[number], number>>()
      .notNull()
      .default({ basic: 1, standard: 1.3, premium: 1.8, custom: 2.5 }),
    rushFeePercent: integer('rush_fee_percent').notNull().default(25),
    flexibleDiscountPercent: integer('flexible_discount_percent').notNull().default(10),
    // The spec states the rush fee and the discount as text only; staff may choose to apply them.
    applyRushFee: boolean('apply_rush_fee').notNull().default(false),
    applyFlexibleDiscount: boolean('apply_flexible_discount').notNull().default(false),
    // Role hours x (1 + scale x scale_weight).
    scaleWeight: numeric('scale_weight', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0.5),
    // The range shown around the total: total - low% .. total + high%.
    rangeLowPercent: integer('range_low_percent').notNull().default(15),
    rangeHighPercent: integer('range_high_percent').notNull().default(25),
    // Quality assurance and project management hours added as a percent of the feature hours; 0
    // keeps the spec's formula (only features that name those roles bring them).
    qaSharePercent: integer('qa_share_percent').notNull().default(0),
    pmSharePercent: integer('pm_share_percent').notNull().default(0),
    defaultAssumptions: text('default_assumptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultExclusions: text('default_exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  () => [check('estimator_settings_single_row', sql`id = 1`)],
);

/** Keyed by feature id (the spec's shape); the name is kept so an old estimate reads the same after a rename. */
export type SelectedFeatures = Record<string, { enabled: true; complexity: number; name?: string }>;
/**
 * The priced rows as they were when the estimate was made, so that later rate changes do not alter it.
 * Rows have `subtotal` (hours x rate) and the adjustments are lines of their own; estimates made
 * before that (docs/decisions/010-estimate-breakdown.md) have `cost`, the design multiplier folded in.
 */
export type EstimateBreakdownRecord = {
  roles: { role: string; hours: number; hourlyRate: number; subtotal?: number; cost?: number }[];
  totalHours: number;
  designMultiplier: number;
  timelineAdjustmentPercent: number;
  range: { low: number; high: number };
  subtotal?: number;
  designAdjustment?: number;
  timelineAdjustment?: number;
  qaSharePercent?: number;
  pmSharePercent?: number;
  durationWeeks?: number;
};
export type ComplexitySettings = { scale: number; complexity: number; platforms: number; performance: number };
export type DeliveryPreferences = {
  timeline: 'asap' | 'standard' | 'flexible';
  support: 'basic' | 'standard' | 'premium';
  phases: number;
};

export const estimates = pgTable(
  'estimates',
  {
    id: id(),
    // Unguessable token for the share link (/estimates/{token}, and /estimator?estimate={token} for step 7).
    shareToken: text('share_token').notNull(),
    projectType: text('project_type').notNull(),
    selectedFeatures: jsonb('selected_features').$type<SelectedFeatures>().notNull(),
    complexitySettings: jsonb('complexity_settings').$type<ComplexitySettings>().notNull(),
    designLevel: text('design_level', { enum: DESIGN_LEVELS }).notNull(),
    deliveryPreferences: jsonb('delivery_preferences').$type<DeliveryPreferences>().notNull(),
    calculatedHours: jsonb('calculated_hours').$type<Record<string, number>>().notNull(),
    breakdown: jsonb('breakdown').$type<EstimateBreakdownRecord>(),
    totalCost: numeric('total_cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    projectDescription: text('project_description'),
    assumptions: text('assumptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text('exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The visitor chose 'Accept and book a call' on the share page.
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('estimates_share_token_key').on(t.shareToken),
    check('estimates_design_level_check', oneOf('design_level', DESIGN_LEVELS)),
    check('estimates_total_cost_check', sql`total_cost >= 0`),
    index('estimates_created_at_idx').on(...newestFirst(t)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Leads and the mail outbox

export const leads = pgTable(
  'leads',
  {
    id: id(),
    kind: text('kind', { enum: LEAD_KINDS }).notNull(),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    isRead: boolean('is_read').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    projectType: text('project_type'),
    budget: text('budget'),
    timeline: text('timeline'),
    message: text('message'),
    partnershipType: text('partnership_type'),
    // Job applications: LinkedIn, GitHub or portfolio address.
    profileUrl: text('profile_url'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    cvFileId: uuid('cv_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    sourcePage: text('source_page'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    consent: boolean('consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    // A retried submission (double click, flaky network) carries the same key and stores nothing new.
    idempotencyKey: text('idempotency_key'),
    // Spam is kept (staff can review it) but never emailed.
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason'),
    userAgent: text('user_agent'),
    // The visit that led to the lead, as the visit statistics saw it when the lead came in
    // (decision 093): kept on the lead, because the raw statistics are deleted after some days.
    visit: jsonb('visit').$type<LeadVisit>(),
    // Where the visit came from ('' for direct) and the page it began on: the dashboard's
    // conversions by source and landing page count and link these.
    visitSource: text('visit_source'),
    landingPage: text('landing_page'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    check('leads_kind_check', oneOf('kind', LEAD_KINDS)),
    check('leads_status_check', oneOf('status', LEAD_STATUSES)),
    uniqueIndex('leads_idempotency_key_key').on(t.idempotencyKey),
    index('leads_created_at_idx').on(...newestFirst(t)),
    index('leads_status_idx').on(t.status, ...newestFirst(t)),
    // The header's bell: leads nobody has looked at yet.
    index('leads_unseen_idx')
      .on(...newestFirst(t))
      .where(sql`status = 'new' and is_read = false and is_spam = false`),
    index('leads_search_idx').using('gin', sql`${leadSearchText(t)} gin_trgm_ops`),
  ],
);

/** Fixed-window counters (per IP and action) shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    // Stored lowercased, so one address subscribes once.
    email: text('email').notNull(),
    // A sign-up is pending until its emailed link is opened; only 'subscribed' receives issues.
    // Rows from before double opt-in (decision 092) stayed 'subscribed' with no confirmed_at.
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    sourcePage: text('source_page'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    // The subscriber's key in every link of their emails (preferences, unsubscribe, and signed
    // into the confirmation link): random, never shown elsewhere.
    unsubscribeToken: text('unsubscribe_token').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
    index('newsletter_subscribers_created_at_idx').on(...newestFirst(t)),
    index('newsletter_subscribers_status_idx').on(t.status, ...newestFirst(t)),
    // Sending walks the confirmed subscribers in id order.
    index('newsletter_subscribers_subscribed_idx')
      .on(t.id)
      .where(sql`status = 'subscribed'`),
    index('newsletter_subscribers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('newsletter_subscribers_status_check', oneOf('status', NEWSLETTER_STATUSES)),
  ],
);

/**
 * A newsletter issue (decision 092): subject, a plain-text intro and the posts it presents, in
 * order. Sending queues one delivery per confirmed subscriber, a batch per transaction, spaced
 * by the send rate from next_slot_at.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: id(),
    subject: text('subject').notNull(),
    intro: text('intro').notNull().default(''),
    postIds: uuid('post_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: NEWSLETTER_ISSUE_STATUSES }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When the next queued message may go out (the throttle): each batch continues from here.
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    sentByName: text('sent_by_name'),
    ...timestamps,
  },
  (t) => [
    check('newsletter_issues_status_check', oneOf('status', NEWSLETTER_ISSUE_STATUSES)),
    check('newsletter_issues_subject_length', sql`char_length(subject) between 1 and 200`),
    index('newsletter_issues_created_at_idx').on(...newestFirst(t)),
    index('newsletter_issues_due_idx').on(t.status, t.scheduledAt),
  ],
);

/**
 * One issue to one subscriber, written with its outbox row in one transaction: the unique key
 * makes 'each recipient once' hold across retries, restarts and several processes.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    // Null once the message was withdrawn before it went out (the subscriber unsubscribed meanwhile).
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    // Set when the subscriber unsubscribed through this issue's link (the issue's count).
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_issue_subscriber_key').on(t.issueId, t.subscriberId),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
    index('newsletter_deliveries_outbox_idx').on(t.outboxId),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    sourcePage: text('source_page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_id_idx').on(t.formId, ...newestFirst(t)), uniqueIndex('form_submissions_lead_id_key').on(t.leadId)],
);

/**
 * Where webhooks go (Settings -> Webhooks): the receiver's address, the events it subscribed to
 * (src/features/webhooks/events.ts), and the key its requests are signed with. Each delivery is
 * a row of the outbox below that names its endpoint (decision 088).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_created_at_idx').on(...newestFirst(t))],
);

export type MailAttachment = { filename: string; contentType: string; storagePath?: string; contentBase64?: string };

/** One try of a webhook delivery: when, the HTTP status answered (null: no answer), and why it failed. */
export type WebhookAttempt = { at: string; status: number | null; error: string | null };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    // 'email': to_address is a mailbox; 'webhook': to_address is the URL and text_body the JSON posted.
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Extra header lines of an email (a newsletter's List-Unsubscribe), passed to nodemailer as they are.
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    // Webhook rows: the endpoint they go to (its current URL and secret are used at each attempt),
    // the event name, and one entry per attempt with the receiver's answer, for the admin's list.
    webhookEndpointId: uuid('webhook_endpoint_id').references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event'),
    attemptLog: jsonb('attempt_log').$type<WebhookAttempt[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_webhook_endpoint_idx').on(t.webhookEndpointId, t.createdAt.desc().nullsFirst()),
    check('mail_outbox_status_check', oneOf('status', MAIL_STATUSES)),
    check('mail_outbox_channel_check', oneOf('channel', OUTBOX_CHANNELS)),
    check('mail_outbox_attempts_check', sql`attempts >= 0`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Staff notes on a lead (the inbox's detail view), oldest first. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_id_idx').on(t.leadId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull().default('user'),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    // Repeats of one refused sign-in (same action, outcome, email and address, same hour) share a
    // row: collapse_key names the group, repeat_count counts its attempts, first_seen_at is the
    // first and created_at the latest. Every other entry has no key and a count of 1.
    collapseKey: text('collapse_key'),
    repeatCount: integer('repeat_count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_log_actor_kind_check', oneOf('actor_kind', AUDIT_ACTOR_KINDS)),
    index('audit_log_created_at_idx').on(...newestFirst(t)),
    index('audit_log_action_idx').on(t.action, ...newestFirst(t)),
    index('audit_log_actor_email_trgm_idx').using('gin', sql`${t.actorEmail} gin_trgm_ops`),
    uniqueIndex('audit_log_collapse_key_key').on(t.collapseKey),
  ],
);

// ---------------------------------------------------------------------------------------------
// Authentication (better-auth's model: user, session, account, verification). The TypeScript
// keys are the field names better-auth expects; the columns follow our snake_case convention.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // null: signed up, waiting for a super admin to grant a role.
    role: text('role', { enum: USER_ROLES }),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // better-auth's two-factor plugin (decision 106): true once an authenticator app is confirmed.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    // Decision 107: signs in only through single sign-on (no password sign-in, no password reset).
    ssoOnly: boolean('sso_only').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_role_check', sql`role is null or ${oneOf('role', USER_ROLES)}`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * An account's authenticator app (better-auth's two-factor plugin, decision 106): the TOTP secret
 * and the recovery codes, both encrypted with the app secret; `verified` is false between Set up
 * and the first right code. The failure count and lock cap guesses across sign-ins.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factors_user_id_key').on(t.userId)],
);

/**
 * An account's passkeys (WebAuthn, decision 106): the credential's public key and its signature
 * counter, checked with @simplewebauthn/server. A passkey alone signs in; it also counts as the
 * second factor the two-step policy asks for.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // base64url, as the browser reports it.
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * OpenID Connect providers staff sign in with (decision 107), entered by admins under Settings ->
 * Single sign-on. The client secret is encrypted with the app secret. Only addresses at `domains`
 * are accepted; a first sign-in creates an account with `newAccountRole`.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: id(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    domains: text('domains').array().notNull(),
    newAccountRole: text('new_account_role', { enum: USER_ROLES }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  () => [check('identity_providers_role_check', sql`new_account_role is null or ${oneOf('new_account_role', USER_ROLES)}`)],
);

/**
 * Keys of the content API (/api/v1, decision 087). Only the SHA-256 of the secret is kept; the
 * prefix (shown in the admin and in the key itself) finds the row. A key is checked against the
 * database on every request, so a revoke holds at once in every process.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    role: text('role', { enum: API_KEY_ROLES }).notNull(),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_prefix_key').on(t.prefix), check('api_keys_role_check', oneOf('role', API_KEY_ROLES))],
);

/** The visit behind a lead (leads.visit): what the visitor did before sending it. */
export type LeadVisit = {
  startedAt: string;
  landingPage: string;
  /** The campaign's utm_source, else the referring site's host; '' when the visitor came directly. */
  source: string;
  referrerHost: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string;
  browser: string;
  /** The pages seen in this visit before the lead was sent, oldest first (at most 50). */
  pages: { path: string; at: string }[];
};

// Visit statistics (decision 093). Raw events: one row per page view or event, kept for a set
// number of days. No IP address, user agent or cookie is stored: `visitor` is a hash of those with
// a salt that is replaced every day, so a visitor is recognised within one day only.
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    // The day in the site's time zone: roll-ups and the visitor salt are per day.
    day: date('day', { mode: 'string' }).notNull(),
    visitor: bigint('visitor', { mode: 'number' }).notNull(),
    name: text('name', { enum: ANALYTICS_EVENTS }).notNull(),
    path: text('path').notNull(),
    // An event's detail: the estimator step, the host of a link followed.
    value: text('value'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device', { enum: ANALYTICS_DEVICES }).notNull(),
    browser: text('browser').notNull(),
  },
  (t) => [
    check('analytics_events_name_check', oneOf('name', ANALYTICS_EVENTS)),
    check('analytics_events_device_check', oneOf('device', ANALYTICS_DEVICES)),
    // A day's events by visitor in time order: the roll-up's windows and a lead's visit; the
    // id breaks ties of the same instant, so a lead's visit is read newest first from the index alone.
    index('analytics_events_day_visitor_idx').on(t.day, t.visitor, t.occurredAt, t.id),
  ],
);

/** Today's salt of the visitor hash; yesterday's is deleted, so yesterday's hashes cannot be recomputed. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const rollupCounts = {
  visitors: integer('visitors').notNull().default(0),
  visits: integer('visits').notNull().default(0),
  pageviews: integer('pageviews').notNull().default(0),
  bounces: integer('bounces').notNull().default(0),
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull().default(0),
  events: integer('events').notNull().default(0),
};

/**
 * A day's figures, in total (dimension 'total', value '') and per page, landing page, source,
 * campaign, device, browser and event ('event:estimator_step', value '3'). Visitors of different
 * days are different hashes, so a range's visitors are the sum of its days'.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] }), index('analytics_daily_dimension_day_idx').on(t.dimension, t.day)],
);

/** An hour's totals of a day (the chart of a short range); visits count in the hour they began. */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...rollupCounts,
  },
  (t) => [primaryKey({ columns: [t.day, t.hour] })],
);

/** Which days are rolled up, and which are final (over, and rolled up after their end). */
export const analyticsDays = pgTable('analytics_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
  final: boolean('final').notNull().default(false),
});

/** The roll-up job's one row: whoever updates next_run_at first does the run (decision 093). */
export const analyticsJob = pgTable('analytics_job', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunBy: text('last_run_by'),
});
