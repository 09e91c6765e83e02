import { describe, expect, it } from 'vitest';
import { rt } from './rt';
import { EMPTY_DOC, isAllowedHref, isEmptyDoc, LINK_MESSAGE, RICH_TEXT_LIMITS, richTextSchema } from './schema';

const messages = (value: unknown) => {
  const result = richTextSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const linked = (href: string, target: '_blank' | null = null) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Click', marks: [{ type: 'link', attrs: { href, target } }] }] }],
});

describe('richTextSchema', () => {
  it('accepts every kind of content the editor makes', () => {
    const doc = rt.doc(
      rt.h2('Why ', rt.italic('us')),
      rt.h3('Three'),
      rt.h4('Four'),
      rt.p(
        'We ',
        rt.bold('ship'),
        rt.br(),
        'See ',
        rt.link('/estimator', 'the estimator'),
        ', ',
        rt.link('https://example.com/a?b=1#c', rt.bold('docs'), { newTab: true }),
        '.',
      ),
      rt.ul(['One', ['Two ', rt.link('mailto:hello@example.com', 'mail us')]]),
      rt.ol(['First', ['Call ', rt.link('tel:+44-20-1234-5678', 'us')]]),
      rt.quote('Quoted', rt.ul(['nested'])),
      rt.p(rt.link('#faq', 'to the FAQ')),
      rt.image({ src: '/media/2024/photo.webp', alt: 'The team at work', width: 1200, height: 800 }),
    );
    expect(messages(doc)).toEqual([]);
    expect(richTextSchema.parse(doc)).toEqual(doc);
    expect(messages(EMPTY_DOC)).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example',
    '/\\evil.example',
    'https://',
    'ftp://example.com',
    'example.com',
    '',
    '#',
  ])('refuses the link %j with the message', (href) => {
    expect(messages(linked(href))).toEqual([LINK_MESSAGE]);
  });

  it('allows web, mail, phone, site and anchor links only', () => {
    for (const href of [
      'https://example.com',
      'http://example.com/x',
      'HTTPS://EXAMPLE.COM',
      'mailto:a@b.co',
      'tel:+12025550123',
      '/',
      '/about',
      '/services/ai?x=1#y',
      '#top',
    ]) {
      expect(isAllowedHref(href), href).toBe(true);
    }
  });

  it('refuses a target other than a new tab', () => {
    expect(messages(linked('/about', '_self' as '_blank'))).toEqual(['A link opens in this tab or a new one (_blank).']);
  });

  it('refuses a script node, an unknown node and an unknown mark, naming them', () => {
    expect(messages({ type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] })).toEqual([
      "Rich text may contain paragraphs, headings, lists, quotes, images and links only (not 'script').",
    ]);
    expect(messages({ type: 'doc', content: [{ type: 'codeBlock' }] })[0]).toContain("(not 'codeBlock')");
    expect(messages({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'underline' }] }] }] })).toEqual([
      "Text may be bold, italic or a link only (not 'underline').",
    ]);
  });

  it('refuses raw HTML and attributes the site does not know', () => {
    expect(messages({ type: 'doc', content: [{ type: 'html', html: '<script>alert(1)</script>' }] })[0]).toContain("(not 'html')");
    expect(messages({ type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'color:red' } }] })).toEqual(["Rich text may not have 'attrs' here."]);
    expect(messages(linked('/about')).length).toBe(0);
    const withOnclick = linked('/about');
    (withOnclick.content[0]!.content[0]!.marks[0]!.attrs as Record<string, unknown>).onclick = 'alert(1)';
    expect(messages(withOnclick)).toEqual(["Rich text may not have 'onclick' here."]);
  });

  it('refuses headings other than levels 2 to 4', () => {
    expect(messages({ type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Big' }] }] })).toEqual([
      'Headings are level 2, 3 or 4.',
    ]);
  });

  it('requires alt text and a media-library address for images', () => {
    const image = (attrs: Record<string, unknown>) => ({
      type: 'doc',
      content: [{ type: 'image', attrs: { src: '/media/a.png', alt: 'A chart', width: 10, height: 10, ...attrs } }],
    });
    expect(messages(image({}))).toEqual([]);
    expect(messages(image({ alt: '  ' }))).toEqual(['Every image needs alt text: describe what it shows.']);
    expect(messages(image({ alt: undefined }))).not.toEqual([]);
    expect(messages(image({ src: 'https://evil.example/x.png' }))).toEqual(['Images must come from the media library.']);
    expect(messages(image({ src: 'javascript:alert(1)' }))).toEqual(['Images must come from the media library.']);
    expect(messages(image({ title: 'x' }))).toEqual(["Rich text may not have 'title' here."]);
  });

  it('refuses an oversize document with a message instead of failing', () => {
    const long = rt.doc(rt.p('x'.repeat(RICH_TEXT_LIMITS.text + 1)));
    expect(messages(long)).toEqual(['Rich text is too long: at most 100,000 characters.']);

    const many = { type: 'doc', content: Array.from({ length: RICH_TEXT_LIMITS.nodes + 1 }, () => ({ type: 'paragraph' })) };
    expect(messages(many)).toEqual(['Rich text is too long: at most 10,000 paragraphs, list items and text runs.']);

    // Deep enough to overflow the stack of a recursive check.
    let deep: unknown = { type: 'paragraph' };
    for (let i = 0; i < 100_000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(messages({ type: 'doc', content: [deep] })).toEqual(['Rich text is nested too deeply: at most 12 levels of lists and quotes.']);
  });

  it('refuses what is not a document', () => {
    for (const value of [null, 'text', 42, [], { type: 'paragraph' }, { type: 'doc' }, { type: 'doc', content: [] }]) {
      expect(messages(value).length, JSON.stringify(value)).toBeGreaterThan(0);
    }
  });

  it('refuses a list item that does not start with a paragraph and empty text runs', () => {
    expect(messages({ type: 'doc', content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'image' }] }] }] })).not.toEqual([]);
    expect(messages({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] })).toEqual([
      'Rich text may not have an empty text run.',
    ]);
  });
});

describe('isEmptyDoc', () => {
  it('is true for nothing but blank paragraphs', () => {
    expect(isEmptyDoc(EMPTY_DOC)).toBe(true);
    expect(isEmptyDoc(rt.doc(rt.p('  '), rt.p()))).toBe(true);
    expect(isEmptyDoc(null)).toBe(true);
  });
  it('is false once there is a word or an image', () => {
    expect(isEmptyDoc(rt.doc(rt.p(), rt.ul(['x'])))).toBe(false);
    expect(isEmptyDoc(rt.doc(rt.image({ src: '/media/a.png', alt: 'A', width: 1, height: 1 })))).toBe(false);
  });
});
