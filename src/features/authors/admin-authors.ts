// The Authors manager's writes, as plain functions over the database (admin-actions.ts calls them
// after the role check; the integration tests call them directly). Each write is one transaction
// with its audit entry, then the 'pages' cache tag is dropped: posts are rows of pages and show
// their author's name, role and photo.
import 'server-only';
import { and, count, eq, isNotNull, like, ne } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError, isUuid, notFound, type CrudActor } from '@/features/admin/crud/server';
import { inLibrary } from '@/features/media/admin-queries';
import { invalidateCacheTags } from '@/server/cache';
import type { Database } from '@/server/db/client';
import { authors, mediaFiles, pages, users } from '@/server/db/schema';
import type { AuthorInput } from './admin-schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Saved = { id: string; created: boolean };

const slugTaken = (slug: string, name: string) => new CrudError(`The slug "${slug}" is already used by the author "${name}". Choose another slug.`, 409, 'slug');

/** A concurrent save took the slug between our check and our write. */
function isSlugConflict(error: unknown): boolean {
  for (let cause = error as { code?: string; constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' && (cause.constraint === 'authors_slug_key' || String(cause).includes('authors_slug_key'))) return true;
  }
  return false;
}

/** The checks that need the database: the slug is free, the photo is a public library image, the account is staff and has no other profile. */
async function checkReferences(tx: Tx, id: string | undefined, linkedNow: string | null, input: AuthorInput) {
  const others = id ? ne(authors.id, id) : undefined;
  const [taken] = await tx
    .select({ name: authors.name })
    .from(authors)
    .where(and(eq(authors.slug, input.slug), others))
    .limit(1);
  if (taken) throw slugTaken(input.slug, taken.name);

  if (input.photoId) {
    const [photo] = await tx
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, input.photoId), inLibrary, like(mediaFiles.mimeType, 'image/%')));
    if (!photo) throw new CrudError('The photo is not in the media library any more: choose another one.', 400, 'photoId');
  }

  // Someone who lost their role stays linked to the profile that names them, but cannot be newly linked.
  if (input.userId && input.userId !== linkedNow) {
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

/** Creates the author (no id) or updates it; 404 (CrudError) for an unknown id, 409 for a taken slug or an account with a profile already. */
export async function writeAuthor(db: Database, actor: CrudActor, input: AuthorInput): Promise<Saved> {
  const { id, ...values } = input;
  if (id !== undefined && !isUuid(id)) throw notFound('author');
  let result: Saved;
  try {
    result = await db.transaction(async (tx): Promise<Saved> => {
      const [before] = id ? await tx.select({ userId: authors.userId }).from(authors).where(eq(authors.id, id)).for('update') : [];
      if (id && !before) throw notFound('author');
      await checkReferences(tx, id, before?.userId ?? null, input);
      const details = { name: values.name, slug: values.slug, jobTitle: values.jobTitle, photoId: values.photoId, userId: values.userId };
      if (!id) {
        const [row] = await tx.insert(authors).values(values).returning({ id: authors.id });
        await recordAudit(tx, { action: 'author.create', actor, ipAddress: actor.ipAddress, entityType: 'author', entityId: row!.id, details });
        return { id: row!.id, created: true };
      }
      await tx
        .update(authors)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(authors.id, id));
      await recordAudit(tx, { action: 'author.update', actor, ipAddress: actor.ipAddress, entityType: 'author', entityId: id, details });
      return { id, created: false };
    });
  } catch (error) {
    throw isSlugConflict(error) ? new CrudError(`The slug "${input.slug}" is already used by another author. Choose another slug.`, 409, 'slug') : error;
  }
  invalidateCacheTags('pages');
  return result;
}

/** The refusal's text: 'Ana García is the author of 3 posts. Give its 3 posts another author first.' */
export function authorHasPostsMessage(name: string, posts: number): string {
  return posts === 1 ? `${name} is the author of 1 post. Give its post another author first.` : `${name} is the author of ${posts} posts. Give its ${posts} posts another author first.`;
}

/**
 * Deletes the author; 404 (CrudError) for an unknown id, 409 while any post (published or not)
 * names them: the database would quietly leave those posts without an author.
 */
export async function removeAuthor(db: Database, actor: CrudActor, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound('author');
  await db.transaction(async (tx) => {
    // Locked first: a post saved meanwhile with this author waits for us (its foreign key), or is counted.
    const [author] = await tx.select({ name: authors.name, slug: authors.slug }).from(authors).where(eq(authors.id, id)).for('update');
    if (!author) throw notFound('author');
    const [{ posts } = { posts: 0 }] = await tx
      .select({ posts: count() })
      .from(pages)
      .where(and(eq(pages.authorId, id), eq(pages.kind, 'post')));
    if (posts > 0) throw new CrudError(authorHasPostsMessage(author.name, posts), 409);
    await tx.delete(authors).where(eq(authors.id, id));
    await recordAudit(tx, { action: 'author.delete', actor, ipAddress: actor.ipAddress, entityType: 'author', entityId: id, details: { name: author.name, slug: author.slug } });
  });
  invalidateCacheTags('pages');
}
