import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fromPlainText, richTextFromSections } from './from-sections';
import { richTextToPlainText } from './plain-text';
import { RichText } from './render';
import { rt } from './rt';
import { EMPTY_DOC, richTextSchema } from './schema';

const render = (doc: ReturnType<typeof richTextFromSections>) => renderToStaticMarkup(<RichText doc={doc} />).replace(/^<div class="[^"]*">|<\/div>$/g, '');

describe('richTextFromSections', () => {
  it('turns a heading and two paragraphs into an h2 and two paragraphs with the same words', () => {
    const doc = richTextFromSections({
      sections: [
        { type: 'heading', content: 'Our approach' },
        { type: 'paragraph', content: 'We start with a workshop.' },
        { type: 'paragraph', content: 'Then we build, every week.' },
      ],
    });
    expect(richTextSchema.parse(doc)).toEqual(doc);
    expect(render(doc)).toBe('<h2>Our approach</h2><p>We start with a workshop.</p><p>Then we build, every week.</p>');
  });

  it('starts a new paragraph at a blank line and keeps a single line break', () => {
    const doc = richTextFromSections({ sections: [{ type: 'paragraph', content: 'First line\nsame paragraph\n\nSecond paragraph\r\n  \r\nThird' }] });
    expect(render(doc)).toBe('<p>First line<br/>same paragraph</p><p>Second paragraph</p><p>Third</p>');
  });

  it('gives every line of a content section its own paragraph, as the old page did', () => {
    expect(render(richTextFromSections({ sections: [{ type: 'content', content: 'One\nTwo\n\nThree' }] }))).toBe('<p>One</p><p>Two</p><p>Three</p>');
    // A page stored as a plain string is one content section.
    expect(render(richTextFromSections('Alpha\nBeta'))).toBe('<p>Alpha</p><p>Beta</p>');
  });

  it('makes **words** bold and leaves a lone ** as typed', () => {
    const doc = richTextFromSections({ sections: [{ type: 'paragraph', content: 'We **ship weekly** and ** is a star, **x**.' }] });
    expect(render(doc)).toBe('<p>We <strong>ship weekly</strong> and ** is a star, <strong>x</strong>.</p>');
    expect(render(richTextFromSections({ sections: [{ type: 'heading', content: 'A **bold** title' }] }))).toBe('<h2>A <strong>bold</strong> title</h2>');
  });

  it('shows markup in old sections as text', () => {
    expect(render(richTextFromSections({ sections: [{ type: 'paragraph', content: '<script>alert(1)</script>' }] }))).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('gives an empty document for a page with no text', () => {
    expect(richTextFromSections({ sections: [] })).toEqual(EMPTY_DOC);
    expect(
      richTextFromSections({
        sections: [
          { type: 'heading', content: '  ' },
          { type: 'paragraph', content: '\n\n' },
        ],
      }),
    ).toEqual(EMPTY_DOC);
    expect(richTextFromSections('')).toEqual(EMPTY_DOC);
  });

  it('produces documents the schema accepts, words unchanged', () => {
    const sections = [
      { type: 'heading' as const, content: 'Title' },
      { type: 'paragraph' as const, content: 'a\nb\n\nc' },
      { type: 'content' as const, content: 'd\ne' },
    ];
    const doc = richTextSchema.parse(richTextFromSections({ sections }));
    expect(richTextToPlainText(doc)).toBe('Title\n\na\nb\n\nc\n\nd\n\ne');
  });
});

describe('fromPlainText', () => {
  it('splits on blank lines and reads no markup', () => {
    expect(fromPlainText('One **two**\nthree\n\nFour')).toEqual(rt.doc(rt.p('One **two**', rt.br(), 'three'), rt.p('Four')));
    expect(fromPlainText('   ')).toEqual(EMPTY_DOC);
  });
});
