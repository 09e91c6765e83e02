import { describe, expect, it } from 'vitest';
import { cacheControlOf, cacheKeyOf, cachePolicy, decodeCachePolicy, encodeCachePolicy } from './cache-policy';

// The policies the routes declare (features/pages/caching.ts and the route files).
const blockPage = cachePolicy.shared({
  reads: ['page', 'category', 'q', 'service', 'subject', 'partnership', 'step', 'sent', 'error'],
  privateWith: ['preview', 'estimate'],
});
const plain = cachePolicy.shared();
const everyParameter = cachePolicy.shared({ reads: ['*'] });

describe('the key of an answer in the cache', () => {
  it('is its path, with only the query parameters it reads: a campaign link is the page itself', () => {
    for (const url of [
      '/?utm_source=x',
      '/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn',
      '/?ref=producthunt',
      '/?gclid=Cj0KCQ',
      '/?fbclid=IwAR',
      '/?anything=at&all',
      '/?',
    ]) {
      expect(cacheKeyOf(url, blockPage), url).toBe('/');
    }
    expect(cacheKeyOf('/case-studies?utm_source=x&page=12&ref=y', blockPage)).toBe('/case-studies?page=12');
    expect(cacheKeyOf('/contact?utm_source=news&partnership=technology&gclid=abc', blockPage)).toBe('/contact?partnership=technology');
    expect(cacheKeyOf('/careers/3f1c?page=2', plain)).toBe('/careers/3f1c');
  });

  it('puts the parameters in a fixed order, the first of repeated values, spaces tidied and empty ones left out', () => {
    expect(cacheKeyOf('/contact?subject=Pricing&service=web-development&subject=Other', blockPage)).toBe('/contact?service=web-development&subject=Pricing');
    expect(cacheKeyOf('/insights?q=%20%20ai%20%20agents%20', blockPage)).toBe('/insights?q=ai+agents');
    expect(cacheKeyOf('/insights?q=&category=', blockPage)).toBe('/insights');
  });

  it('is none with a parameter that makes the answer personal, or when it would be too long to keep', () => {
    expect(cacheKeyOf('/my-page?preview=1', blockPage)).toBeNull();
    expect(cacheKeyOf('/estimator?step=2&estimate=abc', blockPage)).toBeNull();
    expect(cacheKeyOf(`/contact?subject=${'x'.repeat(2000)}`, blockPage)).toBeNull();
  });

  it('keeps every parameter, sorted, for an answer that reads them all (the content API)', () => {
    expect(cacheKeyOf('/api/v1/pages?limit=20&kind=post', everyParameter)).toBe('/api/v1/pages?kind=post&limit=20');
  });
});

describe('what a shared and a private answer tell the caches in front', () => {
  it('a shared one may be kept by a CDN, served stale while it asks again and while we fail; a browser asks again each time', () => {
    expect(cacheControlOf(plain)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
  });

  it('a private one, or one holding a one-time form token, is kept by nobody', () => {
    expect(cacheControlOf(cachePolicy.private('a session'))).toBe('private, no-store');
    expect(cacheControlOf(plain, { perResponse: true })).toBe('private, no-store');
  });
});

describe('the declaration as the app hands it to our server', () => {
  it('reads back what was written, and nothing from a header that is not ours', () => {
    expect(decodeCachePolicy(encodeCachePolicy(blockPage))).toEqual(blockPage);
    expect(decodeCachePolicy(encodeCachePolicy(cachePolicy.private('staff only')))).toEqual({ shared: false, reason: 'staff only' });
    for (const value of [
      undefined,
      '',
      'shared',
      '{"shared":true}',
      '{"shared":true,"reads":"page","privateWith":[],"seconds":60}',
      '{"shared":true,"reads":[],"privateWith":[],"seconds":0}',
      '{"shared":false}',
    ]) {
      expect(decodeCachePolicy(value), String(value)).toBeNull();
    }
  });
});
