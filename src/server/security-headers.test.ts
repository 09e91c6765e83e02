import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, framingOf, securityHeaders, servedOverHttps } from './security-headers';

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('the content security policy', () => {
  it('allows scripts by nonce only in production, and eval only in development', () => {
    expect(scriptSources(contentSecurityPolicy({ scripts: { nonce: 'abc=' }, dev: false }))).toEqual(["'self'", "'nonce-abc='", "'strict-dynamic'"]);
    expect(scriptSources(contentSecurityPolicy({ scripts: { nonce: 'abc=' }, dev: true }))).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ scripts: { nonce: 'abc=' }, dev: false })).not.toContain('ws:');
  });

  it("trusts a cached page's inline scripts by hash and the build's files by origin, never any inline script", () => {
    const sources = scriptSources(contentSecurityPolicy({ scripts: { hashes: ['sha256-AAA=', 'sha256-BBB='] }, dev: false }));
    expect(sources).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('makes a new unguessable nonce each time, in the characters a nonce-source accepts', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('HSTS', () => {
  const request = (proto?: string) => proto;
  const hsts = (https: boolean) => securityHeaders({ scripts: { nonce: 'n' }, dev: false, https }).find(([name]) => name === 'Strict-Transport-Security');

  it('is sent for a year over HTTPS and never over HTTP', () => {
    expect(hsts(true)).toEqual(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
    expect(hsts(false)).toBeUndefined();
  });

  it('counts a request as HTTPS when the public address is https, or a trusted proxy says so', () => {
    expect(servedOverHttps(request(), { siteUrl: 'https://www.example.com', trustProxy: false })).toBe(true);
    expect(servedOverHttps(request('https'), { siteUrl: 'http://localhost:3000', trustProxy: true })).toBe(true);
    expect(servedOverHttps(request('https, http'), { siteUrl: 'http://localhost:3000', trustProxy: true })).toBe(true);
    // A client can send the header itself: without a trusted proxy it means nothing.
    expect(servedOverHttps(request('https'), { siteUrl: 'http://localhost:3000', trustProxy: false })).toBe(false);
    expect(servedOverHttps(request('http'), { siteUrl: 'http://localhost:3000', trustProxy: true })).toBe(false);
  });
});

describe('frames', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
  const headers = (pathname: string) =>
    Object.fromEntries(securityHeaders({ scripts: { nonce: 'n' }, dev: false, https: false, framing: framingOf(pathname) }));

  it('lets only this site frame only the live preview', () => {
    const preview = headers('/preview/page/5b1f2d1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(directive(preview['Content-Security-Policy']!, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN');
    for (const pathname of ['/', '/services', '/previews', '/admin/pages/abc', '/ax-admin-panel']) {
      const policy = headers(pathname)['Content-Security-Policy']!;
      expect(directive(policy, 'frame-ancestors'), pathname).toBe("frame-ancestors 'none'");
      expect(headers(pathname)['X-Frame-Options']).toBe('DENY');
      // Pages may show a frame of this site only (the admin shows the preview).
      expect(directive(policy, 'frame-src'), pathname).toBe("frame-src 'self'");
    }
  });
});
