// The demo posts and their authors for a fresh install (src/content/posts.ts): the authors are
// the leaders of the About page with their portraits, each post published on its date with its
// cover. Idempotent: an author or post whose slug exists is left as it is.
// No 'server-only': the seed runs outside Next.js too.
import { inArray } from 'drizzle-orm';
import { LEADERS } from '@/content/about';
import { AUTHOR_BIOS, SEED_POSTS } from '@/content/posts';
import type { Visuals } from '@/content/pages/types';
import { slugify } from '@/features/pages/slug';
import { toStoredBlocks } from './built-in-pages';
import type { Database } from '@/server/db/client';
import { authors, pages } from '@/server/db/schema';

export async function seedPosts(db: Database, visuals: Visuals): Promise<number> {
  const names = [...new Set(SEED_POSTS.map((post) => post.author))];
  const people = names.map((name) => {
    const leader = LEADERS.find((l) => l.name === name);
    if (!leader) throw new Error(`seed post author ${name} is not one of the leaders`);
    return { name, slug: slugify(name), jobTitle: leader.role, bio: AUTHOR_BIOS[name] ?? leader.description, photoId: visuals(`person:${name}`)?.id ?? null };
  });
  if (people.length > 0) await db.insert(authors).values(people).onConflictDoNothing();
  const slugs = people.map((person) => person.slug);
  const stored = slugs.length ? await db.select({ id: authors.id, slug: authors.slug }).from(authors).where(inArray(authors.slug, slugs)) : [];
  const authorId = (name: string) => stored.find((row) => row.slug === slugify(name))?.id ?? null;

  const rows = SEED_POSTS.map((post) => {
    const publishedAt = new Date(`${post.publishedOn}T09:00:00Z`);
    return {
      kind: 'post' as const,
      templateType: 'blog' as const,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      metaDescription: post.metaDescription,
      categories: [...post.categories],
      tags: [...post.tags],
      authorId: authorId(post.author),
      coverImageId: visuals(`post:${post.slug}`)?.id ?? null,
      blocks: toStoredBlocks(post.slug, post.blocks),
      isPublished: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(pages).values(rows).onConflictDoNothing().returning({ id: pages.id });
  return inserted.length;
}
