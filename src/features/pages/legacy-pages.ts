// Pages saved before the page builder (content, no blocks) get their blocks at every start. The
// built-in pages a site is missing come from the seed (src/seed/built-in-pages.ts), which holds the copy.
// No 'server-only': the start script runs this outside Next.js.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { legacyBlocks } from './legacy-content';

/**
 * Pages saved before the page builder hold `content` and no blocks: give each its rich-text block
 * and empty the old content. Runs at every start; a page another process converted first is
 * left alone (the update checks the blocks are still empty).
 */
export async function migrateLegacyPages(db: Database): Promise<number> {
  const legacy = await db
    .select({ id: pages.id, content: pages.content })
    .from(pages)
    .where(and(sql`${pages.blocks} = '[]'::jsonb`, sql`${pages.content} <> '{"sections":[]}'::jsonb`));
  let converted = 0;
  for (const page of legacy) {
    const updated = await db
      .update(pages)
      .set({ blocks: legacyBlocks(page.content), content: { sections: [] } })
      .where(and(eq(pages.id, page.id), sql`${pages.blocks} = '[]'::jsonb`))
      .returning({ id: pages.id });
    converted += updated.length;
  }
  return converted;
}
