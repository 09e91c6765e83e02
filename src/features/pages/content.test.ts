import { describe, expect, it } from 'vitest';
import { contentSummary, sectionsOf } from './content';
import { pageViewHref, redirectPath } from './urls';

describe('page content', () => {
  it('reads both shapes the spec allows: sections, or a plain string as one content section', () => {
    expect(sectionsOf({ sections: [{ type: 'heading', content: 'Hi' }] })).toEqual([{ type: 'heading', content: 'Hi' }]);
    expect(sectionsOf('Line one\nLine two')).toEqual([{ type: 'content', content: 'Line one\nLine two' }]);
    expect(sectionsOf('   ')).toEqual([]);
    // Stored by hand or by an older version: an unknown type renders like 'content'.
    expect(sectionsOf({ sections: [{ type: 'quote' as never, content: 'x' }, { type: 'paragraph', content: 42 as never }] })).toEqual([
      { type: 'content', content: 'x' },
      { type: 'paragraph', content: '' },
    ]);
    expect(sectionsOf({} as never)).toEqual([]);
  });

  it('summarises the first text after the headings, cut at a word before 160 characters', () => {
    const long = 'word '.repeat(60);
    const summary = contentSummary({ sections: [{ type: 'heading', content: 'Title' }, { type: 'paragraph', content: '  ' }, { type: 'content', content: long }] });
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^word( word)*\.\.\.$/);
    expect(contentSummary('Short\n text.')).toBe('Short text.');
    expect(contentSummary({ sections: [{ type: 'heading', content: 'Only a heading' }] })).toBe('');
  });
});

describe('page addresses', () => {
  it('opens a published page itself and a draft as a staff preview', () => {
    expect(pageViewHref({ slug: 'pricing', isPublished: true })).toBe('/pricing');
    expect(pageViewHref({ slug: 'pricing', isPublished: false })).toBe('/pricing?preview=1');
  });

  it('keeps campaign parameters on a redirect but drops the preview request', () => {
    expect(redirectPath('new-slug', {})).toBe('/new-slug');
    expect(redirectPath('new-slug', { utm_source: 'newsletter', tag: ['a', 'b'], preview: '1' })).toBe('/new-slug?utm_source=newsletter&tag=a&tag=b');
  });
});

describe('the summary of a page of blocks', () => {
  it('is the first text a reader meets that is not a heading', async () => {
    const { blocksSummary } = await import('./content');
    const doc = { type: 'doc', content: [{ type: 'heading', content: [{ type: 'text', text: 'Title' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'First ' }, { type: 'text', text: 'words.' }] }] };
    expect(blocksSummary([{ id: 'a', type: 'richText', title: 'Heading', subtitle: '', body: doc }])).toBe('First words.');
    expect(blocksSummary([{ id: 'a', type: 'hero', title: 'Hi', text: 'The hero text.' }, { id: 'b', type: 'richText', body: doc }])).toBe('The hero text.');
    expect(blocksSummary([{ id: 'a', type: 'cta', title: 'Only a heading' }])).toBe('');
    expect(blocksSummary([{ id: 'a', type: 'hero', text: 'word '.repeat(60) }]).length).toBeLessThanOrEqual(160);
  });
});
