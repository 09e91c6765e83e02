import { describe, expect, it } from 'vitest';
import { blocksSchema } from '@/features/blocks/parse';
import { BLOCK_TYPES } from '@/features/blocks/registry';
import { blockTitle, duplicateBlock, editorBlocksOf, errorsByField, moveItem, newBlock, newId, docOf, createInput, EMPTY_SETTINGS } from './editor-model';
import { blankPageDoc } from '../page-doc.fixture';

describe('the page editor model', () => {
  it('makes version-4 UUIDs that the block ids and the preview table accept', () => {
    const ids = new Set(Array.from({ length: 100 }, newId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts every block type from empty fields the library reads back; an empty card grid or FAQ asks for its first item', () => {
    for (const type of BLOCK_TYPES) {
      const block = newBlock(type);
      expect(block.type).toBe(type);
      const parsed = blocksSchema.safeParse([block]);
      // Empty blocks may be refused (a hero needs its title), but only for what staff must still fill in.
      for (const issue of parsed.error?.issues ?? [])
        expect(issue.message, `${type}: ${issue.path.join('.')}`).not.toMatch(/must be (text|a list|a number)|Choose .* from the list|Invalid/);
    }
    expect(blocksSchema.safeParse([newBlock('cardGrid')]).error?.issues[0]?.message).toBe('Add at least one card.');
  });

  it('moves, duplicates with a new id, and names blocks by type and heading', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    const faq = { ...newBlock('faq'), title: 'Questions', items: [{ question: 'Why?', answer: 'Because.', category: '' }] };
    const copy = duplicateBlock(faq);
    expect(copy.id).not.toBe(faq.id);
    expect(copy).toEqual({ ...faq, id: copy.id });
    (copy.items as { question: string }[])[0]!.question = 'Changed';
    expect((faq.items as { question: string }[])[0]!.question).toBe('Why?');
    expect(blockTitle(faq)).toBe('FAQ: Questions');
    expect(blockTitle(newBlock('cta'))).toBe('Call to action');
  });

  it("keeps the server's problems with their block when blocks move", () => {
    const blocks = [newBlock('hero'), newBlock('cardGrid')];
    const errors = errorsByField({ 'blocks.1.cards.0.title': 'Enter title.', metaTitle: 'Too long', blocks: 'Too many' }, blocks);
    expect(errors).toEqual({ [`${blocks[1]!.id}.cards.0.title`]: 'Enter title.', metaTitle: 'Too long', blocks: 'Too many' });
  });

  it('turns a page from before blocks into one rich-text block that holds its words', () => {
    const [block, ...rest] = editorBlocksOf({
      blocks: [],
      content: {
        sections: [
          { type: 'heading', content: 'Menu' },
          { type: 'content', content: 'Eggs\nToast' },
        ],
      },
    });
    expect(rest).toEqual([]);
    expect(block).toMatchObject({
      type: 'richText',
      body: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Menu' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Eggs' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Toast' }] },
        ],
      },
    });
    expect(blocksSchema.safeParse([block]).success).toBe(true);
    // A page with blocks is read as it is.
    const hero = { ...newBlock('hero'), title: 'Hi' };
    expect(editorBlocksOf({ blocks: [hero], content: { sections: [{ type: 'paragraph', content: 'old' }] } })).toEqual([hero]);
  });

  it('stores the social image by its id, and creates a page as a draft', () => {
    const page = { settings: { ...EMPTY_SETTINGS, title: 'Home', slug: 'home', socialImage: { id: 'f1', url: '/media/x.png', name: 'x.png' } }, blocks: [] };
    expect(docOf(page)).toEqual(blankPageDoc({ title: 'Home', slug: 'home', socialImageId: 'f1' }));
    expect(createInput(page)).toMatchObject({ isPublished: false, socialImageId: 'f1' });
  });

  it("stores a post's categories and tags as lists, each once, blanks dropped", () => {
    const page = {
      settings: { ...EMPTY_SETTINGS, kind: 'post' as const, title: 'On RAG', categories: 'AI & Data, , ai & data,Engineering ', tags: ' rag,  llm ,RAG' },
      blocks: [],
    };
    expect(docOf(page)).toMatchObject({ kind: 'post', categories: ['AI & Data', 'Engineering'], tags: ['rag', 'llm'] });
  });
});
