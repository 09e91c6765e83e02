// What the page form sends to savePage, checked on the server (and the limits the form shows).
import { z } from 'zod';
import { deleteSchema, optionalText, recordId, requiredText } from '@/features/admin/crud/schema-helpers';
import { RESERVED_SLUGS } from '@/features/admin/site-health';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@/features/seo/seo-checks';
import { PAGE_TEMPLATES } from '@/server/db/enums';
import { PAGE_SECTION_TYPES, type PageSectionType } from './content';
import { slugify } from './slug';

export { PAGE_SECTION_TYPES, PAGE_TEMPLATES };
export const pageDeleteSchema = deleteSchema;

export const PAGE_LIMITS = {
  title: 200,
  slug: 200,
  // The spec's SEO limits (admin.md sections 5 and 9); the database refuses longer ones too.
  metaTitle: SEO_TITLE_MAX,
  metaDescription: SEO_DESCRIPTION_MAX,
  sections: 200,
  sectionText: 10_000,
  // Keeps a save well under the server actions' 1 MB body limit.
  contentText: 100_000,
} as const;

/** Why a slug cannot be used before asking the database, or null. Shared with the form. */
export function reservedSlugMessage(slug: string): string | null {
  return RESERVED_SLUGS.has(slug) ? `/${slug} is a built-in page of the site. Choose another slug.` : null;
}

const sectionSchema = z.object({
  type: z.enum(PAGE_SECTION_TYPES, 'Choose a section type: heading, paragraph or content.'),
  content: z
    .string('Each section must be text.')
    .max(PAGE_LIMITS.sectionText, `Use at most ${PAGE_LIMITS.sectionText.toLocaleString('en-US')} characters per section.`)
    .transform((text) => text.trim()),
});

export const pageInputSchema = z
  .object({
    id: recordId.optional(),
    title: requiredText('page title', PAGE_LIMITS.title),
    slug: z.string('Please enter a valid slug.').max(PAGE_LIMITS.slug, `Use at most ${PAGE_LIMITS.slug} characters for the slug.`).optional(),
    metaTitle: optionalText('SEO title', PAGE_LIMITS.metaTitle),
    metaDescription: optionalText('SEO description', PAGE_LIMITS.metaDescription),
    templateType: z.enum(PAGE_TEMPLATES, 'Choose a template: basic, landing, blog or contact.').default('basic'),
    isPublished: z.boolean('Say whether the page is published.').default(false),
    sections: z
      .array(sectionSchema, 'Please list the sections.')
      .max(PAGE_LIMITS.sections, `Use at most ${PAGE_LIMITS.sections} sections.`)
      .optional()
      // Blank sections are dropped on save, like blank rows of the other admin lists.
      .transform((sections) => (sections ?? []).filter((section) => section.content.length > 0)),
  })
  .transform((input, ctx) => {
    // The spec: the slug is generated from the title when left empty. A typed slug goes through
    // the same rule, so what is stored is always a valid URL segment.
    const slug = slugify(input.slug?.trim() ? input.slug : input.title);
    const problem = !slug
      ? input.slug?.trim()
        ? 'The slug needs at least one letter or number.'
        : 'The title gives no slug: enter one with at least one letter or number.'
      : slug.length > PAGE_LIMITS.slug
        ? `Use at most ${PAGE_LIMITS.slug} characters for the slug.`
        : reservedSlugMessage(slug);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['slug'] });
      return z.NEVER;
    }
    if (input.sections.reduce((total, section) => total + section.content.length, 0) > PAGE_LIMITS.contentText) {
      ctx.addIssue({ code: 'custom', message: `The page is too long: use at most ${PAGE_LIMITS.contentText.toLocaleString('en-US')} characters of content.`, path: ['sections'] });
      return z.NEVER;
    }
    const { sections, ...rest } = input;
    return { ...rest, slug, content: { sections } };
  });

export type PageInput = z.output<typeof pageInputSchema>;

export type PageSectionFormValue = { type: PageSectionType; content: string };

/** The form's values: every text as text (absent optional values are empty text). */
export type PageFormValues = {
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  templateType: (typeof PAGE_TEMPLATES)[number];
  isPublished: boolean;
  sections: PageSectionFormValue[];
};

export const EMPTY_PAGE: PageFormValues = {
  title: '',
  slug: '',
  metaTitle: '',
  metaDescription: '',
  templateType: 'basic',
  isPublished: false,
  sections: [],
};
