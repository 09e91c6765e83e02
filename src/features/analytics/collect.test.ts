import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { browserOf } from '@/lib/user-agent';
import { deviceOf, isBot, isTrackedPath, optedOut, readBeacon, referrerHostOf, utmOf } from './collect';
import { readRange } from './range';
import { compactScript, visitScriptAsset } from './script-asset';
import { dayIn, nextDay, visitorHash } from './visitor';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const context = { userAgent: CHROME, host: 'axionlabs.dev' };

describe('who is not counted', () => {
  it('bots, scripts, headless browsers and Lighthouse are bots; browsers are not', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      '',
      undefined,
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
    for (const agent of [
      CHROME,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0',
    ]) {
      expect(isBot(agent), agent).toBe(false);
    }
  });

  it('Do Not Track and Global Privacy Control opt out', () => {
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ 'sec-gpc': '1' })).toBe(true);
    expect(optedOut({ dnt: '0' })).toBe(false);
    expect(optedOut({})).toBe(false);
  });

  it('staff screens are never part of the statistics', () => {
    expect(isTrackedPath('/admin/leads')).toBe(false);
    expect(isTrackedPath('/preview/abc')).toBe(false);
    expect(isTrackedPath('/administration-services')).toBe(true);
    expect(isTrackedPath('/insights/a-post')).toBe(true);
  });
});

describe('what a beacon keeps', () => {
  it('a page view: the path without its query, the referring host, the campaign, device and browser', () => {
    const result = readBeacon(
      JSON.stringify({
        n: 'pageview',
        p: '/services?x=1#top',
        r: 'https://www.linkedin.com/feed/',
        q: '?utm_source=Newsletter&utm_medium=email&utm_campaign=Nov',
        w: 390,
      }),
      context,
    );
    expect(result).toEqual({
      ok: true,
      event: {
        name: 'pageview',
        path: '/services',
        value: null,
        referrerHost: 'linkedin.com',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'nov',
        device: 'mobile',
        browser: 'Chrome',
      },
    });
  });

  it("an estimate's share token is never kept", () => {
    expect(readBeacon(JSON.stringify({ n: 'estimate_pdf', p: '/estimates/AbCdEf0123456789xyz' }), context)).toMatchObject({
      ok: true,
      event: { path: '/estimates/[token]' },
    });
  });

  it('an event keeps its value but no referrer or campaign', () => {
    const result = readBeacon(JSON.stringify({ n: 'estimator_step', p: '/estimator', v: '4', r: 'https://google.com/', q: '?utm_source=x', w: 1440 }), context);
    expect(result).toMatchObject({ ok: true, event: { name: 'estimator_step', value: '4', referrerHost: null, utmSource: null, device: 'desktop' } });
  });

  it('refuses what is not a beacon of ours with a sentence', () => {
    const refused = (body: string) => {
      const result = readBeacon(body, context);
      return result.ok ? 'accepted' : result.message;
    };
    expect(refused('not json')).toMatch(/must be JSON/);
    expect(refused('[1]')).toMatch(/JSON object/);
    expect(refused(JSON.stringify({ n: 'purchase', p: '/' }))).toMatch(/"n" must name an event: pageview, /);
    expect(refused(JSON.stringify({ n: 'pageview', p: 'https://evil.example/' }))).toMatch(/"p" must be a path/);
    expect(refused(JSON.stringify({ n: 'pageview', p: '//evil.example/' }))).toMatch(/"p" must be a path/);
    expect(refused(JSON.stringify({ n: 'pageview', p: '/a\u0000b' }))).toMatch(/"p" must be a path/);
    expect(refused(JSON.stringify({ n: 'outbound', p: '/', v: { host: 'x' } }))).toMatch(/"v" must be a word or a host name/);
  });

  it('each field is as long as ours can be: a longer path or value is refused, a longer campaign cut, a longer referrer left out', () => {
    const refused = (fields: Record<string, unknown>) => {
      const result = readBeacon(JSON.stringify({ n: 'pageview', p: '/', ...fields }), context);
      return result.ok ? result.event : result.message;
    };
    // The longest path of ours: a section and a slug of 200 characters.
    const longest = `/case-studies/${'a'.repeat(200)}`;
    expect(refused({ p: longest })).toMatchObject({ path: longest });
    expect(refused({ p: `/${'a'.repeat(255)}` })).toMatchObject({ path: `/${'a'.repeat(255)}` });
    expect(refused({ p: `/${'a'.repeat(256)}` })).toMatch(/"p" must be a path of this site, such as \/services \(at most 256 characters\)\./);
    // A browser writes a path's spaces and accents as %XX: raw ones were not sent by /visit.js.
    expect(refused({ p: '/caf\u00e9' })).toMatch(/"p" must be a path/);
    expect(refused({ p: '/a b' })).toMatch(/"p" must be a path/);
    expect(refused({ p: '/caf%C3%A9' })).toMatchObject({ path: '/caf%C3%A9' });
    expect(refused({ n: 'outbound', v: 'calendly.com' })).toMatchObject({ value: 'calendly.com' });
    expect(refused({ n: 'outbound', v: 'a'.repeat(101) })).toMatch(/"v" must be a word or a host name of at most 100 characters\./);
    expect(refused({ n: 'outbound', v: '\u00e9t\u00e9' })).toMatch(/"v" must be/);
    // A campaign comes in a link someone else wrote: the visitor is real, the value is cut.
    expect(refused({ q: `?utm_source=${'s'.repeat(150)}&utm_campaign=a%00b` })).toMatchObject({ utmSource: 's'.repeat(100), utmCampaign: 'ab' });
    // A referrer too long to be an address, or a host longer than DNS allows: no source, the page view counts.
    expect(refused({ r: `https://example.com/${'x'.repeat(2000)}` })).toMatchObject({ path: '/', referrerHost: null });
    expect(refused({ r: `https://${`${'a'.repeat(60)}.`.repeat(5)}example/` })).toMatchObject({ referrerHost: null });
    expect(refused({ r: `https://${'a'.repeat(60)}.example/` })).toMatchObject({ referrerHost: `${'a'.repeat(60)}.example` });
  });

  it('a referrer from our own site, or not a web address, is no source', () => {
    expect(referrerHostOf('https://axionlabs.dev/about', 'axionlabs.dev')).toBeNull();
    expect(referrerHostOf('https://www.axionlabs.dev/about', 'axionlabs.dev:443')).toBeNull();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'axionlabs.dev')).toBeNull();
    expect(referrerHostOf('not a url', 'axionlabs.dev')).toBeNull();
    expect(referrerHostOf('https://news.ycombinator.com/item?id=1', 'axionlabs.dev')).toBe('news.ycombinator.com');
  });

  it('reads browsers and devices', () => {
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge',
    );
    expect(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox');
    expect(deviceOf(800, CHROME)).toBe('tablet');
    expect(deviceOf(undefined, 'Mozilla/5.0 (Linux; Android 14) Mobile')).toBe('mobile');
    expect(utmOf('?utm_source=%20%20')).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });
});

describe('the visitor hash', () => {
  it('is the same for the same address and browser on the same salt, and differs otherwise', () => {
    const a = visitorHash('salt-1', '203.0.113.1', CHROME);
    expect(visitorHash('salt-1', '203.0.113.1', CHROME)).toBe(a);
    expect(visitorHash('salt-2', '203.0.113.1', CHROME)).not.toBe(a);
    expect(visitorHash('salt-1', '203.0.113.2', CHROME)).not.toBe(a);
    expect(Number.isSafeInteger(a)).toBe(true);
  });

  it('days are counted in the time zone given', () => {
    expect(dayIn(new Date('2026-11-25T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-26');
    expect(dayIn(new Date('2026-11-25T23:30:00Z'), 'UTC')).toBe('2026-11-25');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('/visit.js', () => {
  it('is under 1 KiB with gzip and loses only comments and indentation', () => {
    const script = visitScriptAsset();
    expect(zlib.gzipSync(script.body, { level: 9 }).length).toBeLessThan(1024);
    expect(script.src).toMatch(/^\/visit\.js\?v=[\w-]{12}$/);
    expect(compactScript('  // a comment\n  var a = 1;\n\n  send(a);\n')).toBe('var a = 1;\nsend(a);');
  });
});

describe('the period', () => {
  const today = '2026-11-25';
  it('a preset ends today, and the previous period is as long', () => {
    expect(readRange({ range: '7d' }, today)).toEqual({
      from: '2026-11-19',
      to: today,
      days: 7,
      preset: '7d',
      previous: { from: '2026-11-12', to: '2026-11-18' },
    });
    expect(readRange({}, today)).toMatchObject({ from: '2026-10-27', days: 30, preset: '30d' });
    expect(readRange({ range: 'today' }, today)).toMatchObject({ from: today, to: today, previous: { from: '2026-11-24', to: '2026-11-24' } });
  });

  it('two dates; a wrong date falls back to 30 days with a sentence', () => {
    expect(readRange({ from: '2026-11-01', to: '2026-11-10' }, today)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
      days: 10,
      preset: null,
      previous: { from: '2026-10-22', to: '2026-10-31' },
    });
    expect(readRange({ from: '2026-11-01', to: '2027-01-10' }, today)).toMatchObject({ to: today });
    expect(readRange({ from: '2026-02-30', to: '2026-03-10' }, today)).toMatchObject({ preset: '30d', refused: expect.stringMatching(/YYYY-MM-DD/) });
    expect(readRange({ from: '2026-11-10', to: '2026-11-01' }, today).refused).toMatch(/not after/);
    expect(readRange({ from: '2026-12-01', to: '2026-12-02' }, today).refused).toMatch(/future/);
    expect(readRange({ from: '2020-01-01', to: '2026-11-01' }, today).refused).toMatch(/at most 732 days/);
    expect(readRange({ from: ['2026-11-01', 'x'] as unknown as string, to: '2026-11-02' }, today).refused).toBeDefined();
  });
});
