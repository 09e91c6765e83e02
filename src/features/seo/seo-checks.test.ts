import { describe, expect, it } from 'vitest';
import { browserTitle } from './metadata';
import { ROUTE_PAGES } from './public-pages';
import { seoIssues } from './seo-checks';

const messages = (subject: Parameters<typeof seoIssues>[0]) => seoIssues(subject).map((issue) => issue.message);

describe('seoIssues', () => {
  it('accepts a title of up to 60 and a description of up to 160 characters', () => {
    expect(seoIssues({ title: 't'.repeat(60), description: 'd'.repeat(160) })).toEqual([]);
  });

  it('flags a title over 60 and a description over 160 characters with their lengths', () => {
    expect(messages({ title: 't'.repeat(61), description: 'd'.repeat(161) })).toEqual(['Title too long: 61/60', 'Description too long: 161/160']);
  });

  it('flags missing values, and values a CMS page only has through its fallbacks', () => {
    expect(messages({ title: '', description: ' ' })).toEqual(['Title missing', 'Description missing']);
    expect(messages({ title: 'Pricing', description: 'From the page text.', ownTitle: false, ownDescription: false })).toEqual([
      'SEO title missing: the page title is used',
      'SEO description missing: the start of the page is used',
    ]);
    expect(messages({ title: 'Pricing', description: '', ownDescription: false })).toEqual(['Description missing']);
  });
});

describe('the pages a route serves without a record', () => {
  it('each have a browser title of at most 60 and a description of at most 160 characters', () => {
    // The built-in pages' seeded titles and descriptions: src/content/pages/seed-pages.test.ts.
    for (const page of ROUTE_PAGES) expect(seoIssues({ title: browserTitle(page.title), description: page.description }), page.path).toEqual([]);
  });
});
