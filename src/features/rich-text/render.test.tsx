import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './render';
import { rt } from './rt';
import type { RichTextDoc } from './schema';

const html = (doc: RichTextDoc) => renderToStaticMarkup(<RichText doc={doc} />).replace(/^<div class="[^"]*">|<\/div>$/g, '');

describe('RichText', () => {
  it('renders semantic HTML', () => {
    expect(html(rt.doc(rt.h2('Why us'), rt.h3('Small'), rt.h4('Smaller'), rt.p('We ', rt.bold('ship'), ' ', rt.italic('fast'), '.')))).toBe(
      '<h2>Why us</h2><h3>Small</h3><h4>Smaller</h4><p>We <strong>ship</strong> <em>fast</em>.</p>',
    );
    expect(html(rt.doc(rt.ul(['One', 'Two']), rt.ol(['First']), rt.quote('Said')))).toBe(
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul><ol><li><p>First</p></li></ol><blockquote><p>Said</p></blockquote>',
    );
    expect(html(rt.doc(rt.p('Line one', rt.br(), 'line two')))).toBe('<p>Line one<br/>line two</p>');
  });

  it('links to a page of the site as typed, and gives a new tab noopener', () => {
    expect(html(rt.doc(rt.p('Try ', rt.link('/estimator', 'the estimator'))))).toBe('<p>Try <a href="/estimator">the estimator</a></p>');
    expect(html(rt.doc(rt.p(rt.link('https://example.com', 'Example', { newTab: true }))))).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">Example</a></p>',
    );
  });

  it('keeps one link around runs that are partly bold', () => {
    expect(html(rt.doc(rt.p(rt.link('/about', 'About '), rt.link('/about', rt.bold('us')), rt.link('/contact', 'Contact'))))).toBe(
      '<p><a href="/about">About <strong>us</strong></a><a href="/contact">Contact</a></p>',
    );
  });

  it('shows markup typed as text instead of running it', () => {
    const out = html(rt.doc(rt.p('<script>alert(1)</script>'), rt.h2('<img src=x onerror=alert(1)>')));
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><h2>&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(out).not.toContain('<script');
  });

  it('draws an image with its alt text and size, loaded lazily', () => {
    expect(html(rt.doc(rt.image({ src: '/media/a.webp', alt: 'Our office', width: 1200, height: 800 })))).toBe(
      '<img src="/media/a.webp" alt="Our office" width="1200" height="800" loading="lazy" decoding="async"/>',
    );
  });

  it('leaves out empty paragraphs and keeps a numbered list start', () => {
    expect(
      html({
        type: 'doc',
        content: [
          { type: 'paragraph' },
          {
            type: 'orderedList',
            attrs: { start: 3 },
            content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Third' }] }] }],
          },
          { type: 'paragraph' },
        ],
      }),
    ).toBe('<ol start="3"><li><p>Third</p></li></ol>');
  });

  it('styles the text with the site prose classes and the caller’s class', () => {
    const out = renderToStaticMarkup(<RichText doc={rt.doc(rt.p('x'))} className="mt-10" />);
    expect(out).toMatch(/^<div class="[^"]*text-slate-300[^"]* mt-10">/);
  });
});
