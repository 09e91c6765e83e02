// What the Authors form sends to saveAuthor, checked on the server (and the limits the form uses).
import { z } from 'zod';
import { recordId } from '@/features/admin/crud/schema-helpers';
import { SLUG_FORMAT, slugify } from '@/features/pages/slug';

/** The longest each field may be: the form's maxLength and the server's check (the name and bio as the table's checks say). */
export const AUTHOR_LIMITS = { name: 100, slug: 100, jobTitle: 100, bio: 600 } as const;
const L = AUTHOR_LIMITS;

// PostgreSQL cannot store NUL in text, and no other control character belongs in a name or a bio
// (tab and line breaks do: a bio may have paragraphs).
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `Please enter the ${label}.` : `Please enter the ${label} as text.`) })
    .trim()
    .max(max, `Use at most ${max} characters for the ${label}.`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `Please remove control characters (such as NUL) from the ${label}.`);

/** An optional reference: blank (or absent) becomes null. */
const optionalRef = (message: string, check: z.ZodType<string>) =>
  z
    .string(message)
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || check.safeParse(value).success, message);

export const authorInputSchema = z
  .object(
    {
      id: recordId.optional(),
      name: text('name', L.name).refine((value) => value.length > 0, 'Please enter the name.'),
      slug: text('slug', L.slug).optional(),
      jobTitle: text('role', L.jobTitle).optional().default(''),
      bio: text('bio', L.bio).optional().default(''),
      photoId: optionalRef('Choose the photo from the media library.', z.uuid()),
      userId: optionalRef(
        'Choose the linked account from the list.',
        z
          .string()
          .max(100)
          .regex(/^[\w-]+$/),
      ),
    },
    { error: 'The author form could not be read. Reload the page and try again.' },
  )
  // An empty slug is made from the name, by the rule pages use ('Ana María' -> ana-maria).
  .transform((input) => ({ ...input, slug: input.slug || slugify(input.name).slice(0, L.slug).replace(/-+$/, '') }))
  .refine((input) => input.slug.length > 0, { message: 'Please enter a slug: the name has no letters a-z or digits to make one from.', path: ['slug'] })
  .refine((input) => input.slug.length <= L.slug, { message: `Use at most ${L.slug} characters for the slug.`, path: ['slug'] })
  .refine((input) => SLUG_FORMAT.test(input.slug), {
    message: 'The slug may only contain lowercase letters, numbers and single hyphens (e.g. ana-garcia).',
    path: ['slug'],
  });

export type AuthorInput = z.output<typeof authorInputSchema>;

/** The form's values: every field as text ('' for none). photoUrl only shows the chosen photo: the server ignores it. */
export type AuthorFormValues = {
  name: string;
  slug: string;
  jobTitle: string;
  bio: string;
  photoId: string;
  photoUrl: string;
  userId: string;
};

export const EMPTY_AUTHOR: AuthorFormValues = { name: '', slug: '', jobTitle: '', bio: '', photoId: '', photoUrl: '', userId: '' };
