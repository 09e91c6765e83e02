import { describe, expect, it } from 'vitest';
import { sectionsOf } from './content';
import { pageViewHref, redirectPath } from './urls';

describe('page content', () => {
  it('reads both shapes the spec allows: sections, or a plain string as one content section', () => {
    expect(sectionsOf({ sections: [{ type: 'heading', content: 'Hi' }] })).toEqual([{ type: 'heading', content: 'Hi' }]);
    expect(sectionsOf('Line one\nLine two')).toEqual([{ type: 'content', content: 'Line one\nLine two' }]);
    expect(sectionsOf('   ')).toEqual([]);
    // Stored by hand or by an older version: an unknown type renders like 'content'.
    expect(
      sectionsOf({
        sections: [
          { type: 'quote' as never, content: 'x' },
          { type: 'paragraph', content: 42 as never },
        ],
      }),
    ).toEqual([
      { type: 'content', content: 'x' },
      { type: 'paragraph', content: '' },
    ]);
    expect(sectionsOf({} as never)).toEqual([]);
  });
});

describe('page addresses', () => {
  it('opens a published page itself and a draft as a staff preview', () => {
    expect(pageViewHref({ slug: 'pricing', isPublished: true })).toBe('/pricing');
    expect(pageViewHref({ slug: 'pricing', isPublished: false })).toBe('/pricing?preview=1');
  });

  it('keeps campaign parameters on a redirect but drops the preview request', () => {
    expect(redirectPath('/new-slug', {})).toBe('/new-slug');
    expect(redirectPath('/new-slug', { utm_source: 'newsletter', tag: ['a', 'b'], preview: '1' })).toBe('/new-slug?utm_source=newsletter&tag=a&tag=b');
  });
});
