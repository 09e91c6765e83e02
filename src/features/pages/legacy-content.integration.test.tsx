import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStoredBlocks } from '@/features/blocks/parse';
import { RichText } from '@/features/rich-text/render';
import type { Database } from '@/server/db/client';
import { pages } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { migrateLegacyPages } from './legacy-pages';

let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

async function legacyPage(slug: string, content: unknown) {
  const [row] = await db
    .insert(pages)
    .values({ title: slug, slug, content: content as never, isPublished: true })
    .returning({ id: pages.id });
  return row!.id;
}

describe('pages from before the page builder', () => {
  it('turn a heading and two paragraphs into rich text with the same words, two paragraphs', async () => {
    const id = await legacyPage('old-about', {
      sections: [
        { type: 'heading', content: 'Who we are' },
        { type: 'paragraph', content: 'We build software.\n\nWe also run it, for **years**.' },
      ],
    });
    expect(await migrateLegacyPages(db)).toBeGreaterThanOrEqual(1);

    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    expect(row!.content).toEqual({ sections: [] });
    const { blocks, dropped } = readStoredBlocks(row!.blocks);
    expect(dropped).toEqual([]);
    expect(blocks).toHaveLength(1);
    const block = blocks[0]!;
    if (block.type !== 'richText') throw new Error(`expected rich text, got ${block.type}`);

    const html = renderToStaticMarkup(<RichText doc={block.body} />);
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(headings).toEqual(['Who we are']);
    const paragraphs = [...html.matchAll(/<p[^>]*>(.*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(paragraphs).toEqual(['We build software.', 'We also run it, for years.']);
    expect(html).toMatch(/<strong[^>]*>(<[^>]+>)*years/);
  });

  it('are converted once: a second run changes nothing, and an empty page stays empty', async () => {
    const empty = await legacyPage('old-empty', { sections: [{ type: 'content', content: '   ' }] });
    await migrateLegacyPages(db);
    expect(await migrateLegacyPages(db)).toBe(0);
    const [row] = await db.select().from(pages).where(eq(pages.id, empty));
    expect(row!.blocks).toEqual([]);
  });
});
