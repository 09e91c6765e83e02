// Authors as posts use them: the post editor's author select (listAuthors) and the profiles a post
// page shows under its text (getAuthorsByIds). Not cached here: the editor wants what is true now,
// and a public page's own cached read (tagged 'pages', which every author write drops) calls
// getAuthorsByIds inside it.
import 'server-only';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/server/db/client';
import { authors, mediaFiles } from '@/server/db/schema';
import { publicMediaUrl } from '@/features/media/keys';
import type { MediaRef } from '@/features/media/media-ref';
import { mediaRefOf } from '@/features/media/queries';

/** An author in the post editor's select: who, their role, and their photo when they have one. */
export type AuthorOption = { id: string; name: string; jobTitle: string; photo: MediaRef | null };

/** What a post page shows of its author. */
export type AuthorProfile = AuthorOption & { slug: string; bio: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const photoColumns = {
  filePath: mediaFiles.filePath,
  width: mediaFiles.width,
  height: mediaFiles.height,
  alt: mediaFiles.altText,
  blurDataUrl: mediaFiles.blurDataUrl,
};

// Only public library images: a file made private since it was chosen is not shown.
const photoJoin = and(eq(mediaFiles.id, authors.photoId), eq(mediaFiles.isPrivate, false), like(mediaFiles.mimeType, 'image/%'));

type PhotoRow = { filePath: string; width: number | null; height: number | null; alt: string | null; blurDataUrl: string | null } | null;

/** The photo as a MediaRef (its alt text, else the author's name), or null without a usable one. */
function photoOf(file: PhotoRow, name: string): MediaRef | null {
  return file && mediaRefOf(publicMediaUrl(file.filePath), file, name);
}

/** Every author by name, for the post editor's author select. */
export async function listAuthors(db?: Database): Promise<AuthorOption[]> {
  const rows = await (db ?? (await getDb()))
    .select({ id: authors.id, name: authors.name, jobTitle: authors.jobTitle, photo: photoColumns })
    .from(authors)
    .leftJoin(mediaFiles, photoJoin)
    .orderBy(asc(sql`lower(${authors.name})`), asc(authors.id));
  return rows.map(({ photo, ...author }) => ({ ...author, photo: photoOf(photo, author.name) }));
}

/** The authors of these ids (unknown ids are left out), in no particular order. */
export async function getAuthorsByIds(ids: readonly string[], db?: Database): Promise<AuthorProfile[]> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0) return [];
  const rows = await (db ?? (await getDb()))
    .select({ id: authors.id, name: authors.name, slug: authors.slug, jobTitle: authors.jobTitle, bio: authors.bio, photo: photoColumns })
    .from(authors)
    .leftJoin(mediaFiles, photoJoin)
    .where(inArray(authors.id, wanted));
  return rows.map(({ photo, ...author }) => ({ ...author, photo: photoOf(photo, author.name) }));
}
