// The site's own pages (/, /services, /about...) as page records: created from the seed copy
// (src/content/pages) when missing, on a fresh install or a site upgraded from before the page
// builder, never overwritten. Their blocks are the staff's to edit; their address belongs to a route file.
import { blockSchema } from '@/features/blocks/parse';
import type { Block } from '@/features/blocks/registry';
import { seedPages } from '@/content/pages';
import type { SeedBlock, SeedPage, Visuals } from '@/content/pages/types';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';

/** The seed's blocks as stored: checked by the block library (a mistake in the copy fails here, in tests), with stable ids. */
export function toStoredBlocks(slug: string, blocks: readonly SeedBlock[]): Block[] {
  return blocks.map((block, i) => {
    const parsed = blockSchema.safeParse({ ...block, id: `${slug.replace(/\//g, '-') || 'home'}-${i + 1}` });
    if (!parsed.success)
      throw new Error(
        `seed page /${slug}, block ${i + 1} (${block.type}): ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    return parsed.data;
  });
}

function toRow(page: SeedPage) {
  return {
    slug: page.slug,
    title: page.title,
    metaTitle: page.metaTitle ?? null,
    metaDescription: page.metaDescription ?? null,
    builtIn: page.builtIn,
    isPublished: true,
    blocks: toStoredBlocks(page.slug, page.blocks),
  };
}

/** Inserts the seed pages that are missing (by address). Returns how many were added. */
export async function ensureSeedPages(db: Database, visuals: Visuals, options: { builtInOnly: boolean }): Promise<number> {
  const wanted = seedPages(visuals).filter((page) => page.builtIn || !options.builtInOnly);
  if (wanted.length === 0) return 0;
  const inserted = await db.insert(pages).values(wanted.map(toRow)).onConflictDoNothing().returning({ id: pages.id });
  return inserted.length;
}
