// The Authors manager's reads: every author by name, 50 per page, searchable by name, with the
// photo, the linked account and how many posts name them; and the accounts the form may link.
// Not cached: staff see their change at once.
import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { containsPattern, PAGE_SIZE, type ListParams, type Paged } from '@/features/admin/crud/server';
import { publicMediaUrl } from '@/features/media/keys';
import type { Database } from '@/server/db/client';
import { authors, mediaFiles, pages, users } from '@/server/db/schema';

export type AdminAuthor = {
  id: string;
  name: string;
  slug: string;
  jobTitle: string;
  bio: string;
  photoId: string | null;
  /** The photo's smallest copy, for the list's avatar and the form. */
  photoUrl: string | null;
  user: { id: string; name: string; email: string } | null;
  posts: number;
};

const postCounts = (db: Database) =>
  db
    .select({ authorId: pages.authorId, posts: count().as('posts') })
    .from(pages)
    .where(and(eq(pages.kind, 'post'), isNotNull(pages.authorId)))
    .groupBy(pages.authorId)
    .as('post_counts');

/** The smallest copy of a library image (the file itself when it has none), as an address of ours. */
export function thumbnailOf(file: { filePath: string; variants: { width: number; path: string }[] }): string | null {
  const smallest = [...file.variants].sort((a, b) => a.width - b.width)[0];
  return (smallest && publicMediaUrl(smallest.path)) || publicMediaUrl(file.filePath);
}

export async function listAdminAuthors(db: Database, params: ListParams): Promise<Paged<AdminAuthor>> {
  const where = params.q ? ilike(authors.name, containsPattern(params.q)) : undefined;
  const counts = postCounts(db);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(authors).where(where),
    db
      .select({
        id: authors.id,
        name: authors.name,
        slug: authors.slug,
        jobTitle: authors.jobTitle,
        bio: authors.bio,
        photoId: authors.photoId,
        photo: { filePath: mediaFiles.filePath, variants: mediaFiles.variants },
        user: { id: users.id, name: users.name, email: users.email },
        posts: sql<number>`coalesce(${counts.posts}, 0)::int`,
      })
      .from(authors)
      .leftJoin(mediaFiles, eq(mediaFiles.id, authors.photoId))
      .leftJoin(users, eq(users.id, authors.userId))
      .leftJoin(counts, eq(counts.authorId, authors.id))
      .where(where)
      .orderBy(asc(sql`lower(${authors.name})`), asc(authors.id))
      .limit(PAGE_SIZE)
      .offset((params.page - 1) * PAGE_SIZE),
  ]);
  return {
    rows: rows.map(({ photo, ...author }) => ({ ...author, photoUrl: photo ? thumbnailOf(photo) : null })),
    total,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    params,
  };
}

export type StaffAccount = { id: string; name: string; email: string };

/** The accounts an author may be linked to: staff (any role), and whoever a profile names already (so editing it keeps the link). */
export async function listLinkableAccounts(db: Database): Promise<StaffAccount[]> {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .leftJoin(authors, eq(authors.userId, users.id))
    .where(or(isNotNull(users.role), isNotNull(authors.id)))
    .orderBy(users.name, users.email, users.id);
}
