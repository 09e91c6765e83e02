// Authors: the people posts name, managed under /admin/authors (decision 103). Writes drop the
// 'pages' cache tag: posts are rows of pages and show their author's name, role and photo. The
// list joins photos, accounts and post counts, so it is its own query (admin-queries.ts).
import 'server-only';
import { and, count, eq, isNotNull, like, ne } from 'drizzle-orm';
import { CrudError, notFound } from '@/features/admin/crud/server';
import { defineCollection, type Tx } from '@/features/collections/define';
import { inLibrary } from '@/features/media/admin-queries';
import { authors, mediaFiles, pages, users } from '@/server/db/schema';
import { authorInputSchema, type AuthorInput } from './admin-schema';

/** The refusal's text: 'Ana García is the author of 3 posts. Give its 3 posts another author first.' */
export function authorHasPostsMessage(name: string, posts: number): string {
  return posts === 1
    ? `${name} is the author of 1 post. Give its post another author first.`
    : `${name} is the author of ${posts} posts. Give its ${posts} posts another author first.`;
}

/** A concurrent save took the slug between our check and our write. */
function isSlugConflict(error: unknown): boolean {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === 'authors_slug_key' || String(cause).includes('authors_slug_key'))) return true;
  }
  return false;
}

/** The checks that need the database: the slug is free, the photo is a public library image, the account is staff and has no other profile. */
async function checkReferences(tx: Tx, input: Omit<AuthorInput, 'id'>, id: string | undefined) {
  const [before] = id ? await tx.select({ userId: authors.userId }).from(authors).where(eq(authors.id, id)).for('update') : [];
  if (id && !before) throw notFound('author');
  const others = id ? ne(authors.id, id) : undefined;
  const [taken] = await tx
    .select({ name: authors.name })
    .from(authors)
    .where(and(eq(authors.slug, input.slug), others))
    .limit(1);
  if (taken) throw new CrudError(`The slug "${input.slug}" is already used by the author "${taken.name}". Choose another slug.`, 409, 'slug');

  if (input.photoId) {
    const [photo] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, input.photoId), inLibrary, like(mediaFiles.mimeType, 'image/%')));
    if (!photo) throw new CrudError('The photo is not in the media library any more: choose another one.', 400, 'photoId');
  }

  // Someone who lost their role stays linked to the profile that names them, but cannot be newly linked.
  if (input.userId && input.userId !== (before?.userId ?? null)) {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), isNotNull(users.role)))
      .limit(1);
    if (!account) throw new CrudError('This account does not exist or is not a staff account: choose another one.', 400, 'userId');
    const [linked] = await tx
      .select({ name: authors.name })
      .from(authors)
      .where(and(eq(authors.userId, input.userId), others))
      .limit(1);
    if (linked) throw new CrudError(`This account is already linked to the author "${linked.name}". An account has one author profile.`, 409, 'userId');
  }
}

export const authorsCollection = defineCollection({
  noun: 'author',
  plural: 'authors',
  entityType: 'author',
  table: authors,
  input: authorInputSchema,
  access: { read: 'editor', write: 'editor' },
  cacheTag: 'pages',
  audit: (author) => ({ name: author.name, slug: author.slug, jobTitle: author.jobTitle, photoId: author.photoId, userId: author.userId }),
  named: { name: authors.name, slug: authors.slug },
  check: checkReferences,
  conflict: (error, author) =>
    isSlugConflict(error) ? new CrudError(`The slug "${author.slug}" is already used by another author. Choose another slug.`, 409, 'slug') : undefined,
  // While any post (published or not) names them, the database would quietly leave those posts without an author.
  async beforeRemove(tx, id) {
    // Locked first: a post saved meanwhile with this author waits for us (its foreign key), or is counted.
    const [author] = await tx.select({ name: authors.name }).from(authors).where(eq(authors.id, id)).for('update');
    if (!author) throw notFound('author');
    const [{ posts } = { posts: 0 }] = await tx
      .select({ posts: count() })
      .from(pages)
      .where(and(eq(pages.authorId, id), eq(pages.kind, 'post')));
    if (posts > 0) throw new CrudError(authorHasPostsMessage(author.name, posts), 409);
  },
});
