// What the case study editor sends, checked on the server (and the limits the form uses).
import { z } from 'zod';
import { deleteSchema, longText, optionalHttpUrl, optionalText, recordId, requiredText, textList } from '@/features/admin/crud/schema-helpers';

export const caseStudyDeleteSchema = deleteSchema;

export const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug from a title: lowercased, trimmed, non-word characters removed, spaces/underscores/hyphens collapsed to one hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The longest each field may be: the form's maxLength, the draft's shape and the full check. */
export const CASE_STUDY_LIMITS = {
  title: 200,
  slug: 200,
  client: 200,
  industry: 100,
  imageUrl: 2000,
  longText: 5000,
  results: 50,
  result: 500,
  technologies: 50,
  technology: 100,
  timeline: 100,
} as const;

const L = CASE_STUDY_LIMITS;

/** A case study's fields as the editor and the content API send them, before the slug rule. */
export const caseStudyFieldsSchema = z.object({
  id: recordId.optional(),
  title: requiredText('title', L.title),
  slug: z.string('Please enter a valid slug.').trim().max(L.slug, `Use at most ${L.slug} characters for the slug.`).optional(),
  client: requiredText('client', L.client),
  industry: requiredText('industry', L.industry),
  imageUrl: optionalHttpUrl('image URL', { allowSitePath: true }),
  description: longText('description', L.longText),
  challenge: longText('challenge', L.longText),
  solution: longText('solution', L.longText),
  results: textList('result', L.results, L.result),
  technologies: textList('technology', L.technologies, L.technology),
  timeline: optionalText('timeline', L.timeline),
  isFeatured: z.boolean('Say whether the case study is featured.').default(false),
  isActive: z.boolean('Say whether the case study is active.').default(true),
});

export const caseStudyInputSchema = caseStudyFieldsSchema
  .transform((input) => ({ ...input, slug: input.slug || slugify(input.title) }))
  .refine((input) => input.slug.length > 0, { message: 'Please enter the slug.', path: ['slug'] })
  .refine((input) => SLUG_FORMAT.test(input.slug), {
    message: 'The slug may only contain lowercase letters, numbers and single hyphens (e.g. ai-support-assistant).',
    path: ['slug'],
  });

export type CaseStudyInput = z.output<typeof caseStudyInputSchema>;

/**
 * The editor's values, which are also the document of its drafts and versions (publishing.ts):
 * every text as text (absent optional values are empty text). Whether it is online is not among
 * them: that is Publish and Unpublish.
 */
export type CaseStudyFormValues = {
  title: string;
  slug: string;
  client: string;
  industry: string;
  imageUrl: string;
  description: string;
  challenge: string;
  solution: string;
  results: string[];
  technologies: string[];
  timeline: string;
  isFeatured: boolean;
};

export const EMPTY_CASE_STUDY: CaseStudyFormValues = {
  title: '',
  slug: '',
  client: '',
  industry: '',
  imageUrl: '',
  description: '',
  challenge: '',
  solution: '',
  results: [],
  technologies: [],
  timeline: '',
  isFeatured: false,
};
