// What the Case Studies manager's form sends to saveCaseStudy, checked on the server (and the limits the form uses).
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

export const caseStudyInputSchema = z
  .object({
    id: recordId.optional(),
    title: requiredText('title', 200),
    slug: z.string('Please enter a valid slug.').trim().max(200, 'Use at most 200 characters for the slug.').optional(),
    client: requiredText('client', 200),
    industry: requiredText('industry', 100),
    imageUrl: optionalHttpUrl('image URL', { allowSitePath: true }),
    description: longText('description', 5000),
    challenge: longText('challenge', 5000),
    solution: longText('solution', 5000),
    results: textList('result'),
    technologies: textList('technology', 50, 100),
    timeline: optionalText('timeline', 100),
    isFeatured: z.boolean('Say whether the case study is featured.').default(false),
    isActive: z.boolean('Say whether the case study is active.').default(true),
  })
  .transform((input) => ({ ...input, slug: input.slug || slugify(input.title) }))
  .refine((input) => input.slug.length > 0, { message: 'Please enter the slug.', path: ['slug'] })
  .refine((input) => SLUG_FORMAT.test(input.slug), {
    message: 'The slug may only contain lowercase letters, numbers and single hyphens (e.g. ai-support-assistant).',
    path: ['slug'],
  });

export type CaseStudyInput = z.output<typeof caseStudyInputSchema>;

/** The form's values: every text as text (absent optional values are empty text). */
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
  isActive: boolean;
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
  isActive: true,
};
