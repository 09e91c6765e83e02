import { describe, expect, it } from 'vitest';
import { blockSchema } from './parse';
import { blocksSummary } from './summary';

const blocks = (...raw: Record<string, unknown>[]) => raw.map((block, i) => blockSchema.parse({ id: `b${i}`, ...block }));
const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'First ' },
        { type: 'text', text: 'words.', marks: [{ type: 'bold' }] },
      ],
    },
  ],
};

describe('the summary of a page of blocks', () => {
  it('is the first text a reader meets that is not a heading, cut at a word before 160 characters', () => {
    expect(blocksSummary(blocks({ type: 'richText', title: 'Heading', body: doc }))).toBe('First words.');
    expect(blocksSummary(blocks({ type: 'hero', title: 'Hi', text: 'The hero text.' }, { type: 'richText', body: doc }))).toBe('The hero text.');
    expect(blocksSummary(blocks({ type: 'cta', title: 'Only a heading' }))).toBe('');
    const long = blocksSummary(blocks({ type: 'hero', title: 'Hi', text: 'word '.repeat(60).trim() }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^word( word)*\.\.\.$/);
  });
});
