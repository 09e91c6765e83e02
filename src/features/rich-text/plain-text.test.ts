import { describe, expect, it } from 'vitest';
import { richTextSummary, richTextToPlainText } from './plain-text';
import { rt } from './rt';
import { EMPTY_DOC } from './schema';

const doc = rt.doc(
  rt.h2('Why us'),
  rt.p('We ', rt.bold('ship'), ' every ', rt.link('/about', 'week'), '.', rt.br(), 'Really.'),
  rt.image({ src: '/media/a.png', alt: 'A chart', width: 1, height: 1 }),
  rt.ul(['One', 'Two']),
  rt.quote('Said someone'),
  rt.p(),
);

describe('richTextToPlainText', () => {
  it('gives the words, a blank line between blocks and no markup', () => {
    expect(richTextToPlainText(doc)).toBe('Why us\n\nWe ship every week.\nReally.\n\nOne\n\nTwo\n\nSaid someone');
    expect(richTextToPlainText(EMPTY_DOC)).toBe('');
    expect(richTextToPlainText(null)).toBe('');
  });
});

describe('richTextSummary', () => {
  it('starts with the first paragraph that is not a heading, on one line', () => {
    expect(richTextSummary(doc)).toBe('We ship every week. Really.');
    expect(richTextSummary(rt.doc(rt.h2('Only a heading')))).toBe('');
  });
  it('cuts at a word before the limit', () => {
    const summary = richTextSummary(rt.doc(rt.p('word '.repeat(60))), 30);
    expect(summary).toBe('word word word word word...');
    expect(summary.length).toBeLessThanOrEqual(30);
  });
});
