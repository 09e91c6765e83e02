// A CMS page whose slug a built-in route serves would never render: the page manager refuses
// those slugs. This keeps the list complete as routes are added.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '@/features/admin/site-health';
import { pageInputSchema, reservedSlugMessage } from './admin-schema';

const APP = path.resolve(import.meta.dirname, '../../app');
const METADATA_FILES: Record<string, string> = { 'robots.ts': 'robots.txt', 'sitemap.ts': 'sitemap.xml', 'favicon.ico': 'favicon.ico', 'icon.svg': 'icon.svg' };

/** The first path segment of every route in src/app, route groups ("(site)") looked into. */
function topLevelSegments(dir: string): string[] {
  const segments: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (/^\(.+\)$/.test(entry.name)) segments.push(...topLevelSegments(path.join(dir, entry.name)));
      else if (!/^[[_@]/.test(entry.name)) segments.push(entry.name);
    } else if (METADATA_FILES[entry.name]) {
      segments.push(METADATA_FILES[entry.name]!);
    }
  }
  return segments;
}

describe('reserved slugs', () => {
  it('lists the first segment of every route and metadata file in src/app', () => {
    const segments = topLevelSegments(APP);
    expect(segments).toEqual(expect.arrayContaining(['about', 'admin', 'api', 'careers', 'estimator', 'portfolio', 'setup', 'sitemap.xml', 'robots.txt']));
    expect(segments.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([]);
  });

  it('refuses a page on a built-in route, typed or generated from the title', () => {
    expect(reservedSlugMessage('careers')).toBe('/careers is a built-in page of the site. Choose another slug.');
    expect(reservedSlugMessage('careers-at-axion')).toBeNull();
    // The save refuses it (writePage) for every page but a built-in one, which keeps its own address.
    const typed = pageInputSchema.parse({ title: 'Our services', slug: 'Services' });
    expect(typed).toMatchObject({ slug: 'services', slugProblem: '/services is a built-in page of the site. Choose another slug.' });
    const generated = pageInputSchema.parse({ title: 'Contact' });
    expect(generated.slugProblem).toBe('/contact is a built-in page of the site. Choose another slug.');
    expect(pageInputSchema.parse({ title: 'Preview', slug: 'preview' }).slugProblem).toBe('/preview is a built-in page of the site. Choose another slug.');
  });
});
