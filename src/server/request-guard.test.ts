import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedMethods, checkRequestHead, clientErrorResponse, isPagePath, originForm, ROUTE_HANDLERS } from './request-guard';

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  checkRequestHead({ method, url, headers: { host: 'localhost:3000', ...headers } });
const status = (method: string, url: string, headers: Record<string, string> = {}) => request(method, url, headers)?.status ?? 'passed';

describe('the route handlers the guard knows', () => {
  it('are exactly the route files in src/app, with the methods each exports', () => {
    const found: { route: string; methods: string[] }[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
          const route = `/${path
            .relative('src/app', dir)
            .split(path.sep)
            .filter((part) => !/^\(.*\)$/.test(part))
            .join('/')}`;
          const methods = [
            ...fs.readFileSync(full, 'utf8').matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g),
          ].map((m) => m[1]!);
          found.push({ route, methods });
        }
      }
    };
    walk('src/app');
    // Metadata routes and icons: Next.js serves them with GET.
    for (const [file, route] of [
      ['robots.ts', '/robots.txt'],
      ['sitemap.ts', '/sitemap.xml'],
      ['favicon.ico', '/favicon.ico'],
      ['icon.svg', '/icon.svg'],
    ] as const) {
      if (fs.existsSync(path.join('src/app', file))) found.push({ route, methods: ['GET'] });
    }
    const sorted = (list: { route: string; methods: readonly string[] }[]) =>
      list.map(({ route, methods }) => `${route} ${[...methods].sort().join(',')}`).sort();
    // A new route.ts fails here until ROUTE_HANDLERS in request-guard.ts lists it (else its methods would be refused as a page's).
    expect(sorted([...ROUTE_HANDLERS])).toEqual(sorted(found));
  });

  it('match their dynamic segments, and everything else is a page', () => {
    expect(allowedMethods('/api/files/0b6c1f1e-1111-4444-8888-000000000000').methods).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/media/uploads/a/b.png').methods).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/applications').methods).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/careers').methods).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethods('/_next/static/chunks/a.js').methods).toEqual(['GET', 'HEAD']);
    expect(isPagePath('/contact')).toBe(true);
    expect(isPagePath('/api/unknown')).toBe(true);
    expect(isPagePath('/api/health')).toBe(false);
  });
});

describe('checkRequestHead: methods', () => {
  it('lets GET, HEAD and POST reach a page, and answers OPTIONS itself', () => {
    for (const method of ['GET', 'HEAD']) expect(status(method, '/services')).toBe('passed');
    expect(request('OPTIONS', '/services')).toMatchObject({ status: 204, allow: 'GET, HEAD, POST, OPTIONS' });
    expect(request('OPTIONS', '*')).toMatchObject({ status: 204 });
    expect(request('OPTIONS', '/api/health')).toMatchObject({ status: 204, allow: 'GET, HEAD, OPTIONS' });
    expect(request('OPTIONS', '/favicon.ico')).toMatchObject({ status: 204, allow: 'GET, HEAD, OPTIONS' });
    expect(request('OPTIONS', '/_next/static/chunks/a.js')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  });

  it('refuses PUT, DELETE, PATCH, TRACE and other methods on a page with 405 and the methods it takes', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'CONNECT', 'get']) {
      const answer = request(method, '/careers');
      expect(answer, method).toMatchObject({ status: 405, allow: 'GET, HEAD, POST, OPTIONS' });
      expect(answer!.message).toBe(`${method} is not allowed here. This address takes GET, HEAD, POST, OPTIONS.`);
    }
  });

  it('refuses the methods a route handler does not export, with its own Allow', () => {
    expect(request('POST', '/api/health')).toMatchObject({ status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect(request('TRACE', '/api/applications')).toMatchObject({ status: 405, allow: 'POST, OPTIONS' });
    expect(request('GET', '/api/applications')).toMatchObject({ status: 405, allow: 'POST, OPTIONS' });
    expect(request('DELETE', '/media/uploads/x.png')).toMatchObject({ status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect(request('POST', '/_next/static/chunks/a.js')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(status('POST', '/api/applications', { 'content-type': 'multipart/form-data; boundary=x' })).toBe('passed');
  });
});

describe('checkRequestHead: the address', () => {
  it('passes ordinary addresses, encoded ones included', () => {
    for (const url of [
      '/',
      '/careers?x=1&y=2',
      '/search?q=caf%C3%A9+menu',
      '/media/uploads/a%20b.png',
      '/estimates/abc_DEF-123',
      '/?utm_source=news&utm_campaign=50%25+off',
      '/admin/leads?q=',
      '/api/files/x?expires=1&signature=a%2Bb',
    ]) {
      expect(status('GET', url), url).toBe('passed');
    }
  });

  it('refuses malformed percent-encoding in the path or the query with 400', () => {
    for (const url of ['/%E0%A4%A', '/services/%zz', '/%', '/a%2', '/%c0%af', '/%ed%a0%80', '/careers?x=%zz', '/about?x=%E0%A4%A', '/search?q=100%']) {
      expect(request('GET', url), url).toMatchObject({ status: 400, reason: expect.stringMatching(/malformed (path|query) encoding/) });
    }
  });

  it('refuses control characters, encoded, in the path or the query with 400', () => {
    for (const url of [
      '/foo%00',
      '/case-studies/foo%00',
      '/careers/%0d%0aSet-Cookie:x',
      '/a%7f',
      '/a%C2%85',
      '/search?q=%00',
      '/careers?%00=1',
      '/x?a=%1b[31m',
    ]) {
      expect(request('GET', url), url).toMatchObject({ status: 400, reason: expect.stringMatching(/control character/) });
    }
  });

  it("refuses '.' and '..' segments, plain or encoded, with 400", () => {
    for (const url of ['/services/../about', '/./about', '/..', '/media/%2e%2e/private/x', '/a/%2E/b', '/admin/..%2fabout']) {
      expect(request('GET', url), url).toMatchObject({ status: 400, reason: 'dot segment' });
    }
    expect(status('GET', '/a..b/c.d')).toBe('passed');
  });

  it('refuses addresses over 4,096 characters (paths over 1,024) with 414', () => {
    expect(status('GET', `/${'a'.repeat(1100)}`)).toBe(414);
    expect(status('GET', `/search?q=${'a'.repeat(4100)}`)).toBe(414);
    expect(status('GET', `/search?q=${'a'.repeat(3000)}`)).toBe('passed');
  });

  it('makes an absolute-form address a path, and refuses other forms', () => {
    expect(originForm('http://evil.example/admin?x=1')).toBe('/admin?x=1');
    expect(originForm('/careers')).toBe('/careers');
    expect(originForm('*')).toBe('*');
    expect(originForm('services')).toBeNull();
    expect(originForm('javascript:alert(1)')).toBeNull();
    expect(status('GET', '*')).toBe(400);
  });
});

describe('checkRequestHead: writes', () => {
  const form = { 'content-type': 'multipart/form-data; boundary=----WebKitFormBoundaryAbC123' };

  it('refuses a post from another site (or an Origin it cannot read) with 403, as Next.js compares them', () => {
    for (const origin of ['http://evil.example', 'null', 'garbage', 'http://localhost:3001', 'https://localhost.evil.example']) {
      expect(request('POST', '/contact', { ...form, origin }), origin).toMatchObject({ status: 403 });
    }
    expect(request('POST', '/api/applications', { ...form, origin: 'http://evil.example' })).toMatchObject({ status: 403 });
    expect(status('POST', '/contact', { ...form, origin: 'http://localhost:3000' })).toBe('passed');
    expect(status('POST', '/contact', form)).toBe('passed');
    // Behind a proxy that forwards the public host.
    expect(status('POST', '/contact', { ...form, origin: 'https://www.example.com', 'x-forwarded-host': 'www.example.com' })).toBe('passed');
  });

  it('takes only the bodies our pages send to a server action', () => {
    expect(status('POST', '/contact', { 'content-type': 'text/plain;charset=UTF-8', 'next-action': '40abc' })).toBe('passed');
    expect(status('POST', '/contact', { 'content-type': 'text/plain;charset=UTF-8' })).toBe(415);
    for (const type of ['application/x-www-form-urlencoded', 'application/json', 'application/weird', '']) {
      expect(status('POST', '/contact', type ? { 'content-type': type } : {}), type).toBe(415);
    }
    for (const type of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      `multipart/form-data; boundary=${'x'.repeat(71)}`,
      'multipart/form-data; boundary=a b ',
    ]) {
      expect(status('POST', '/contact', { 'content-type': type }), type).toBe(400);
    }
    expect(status('POST', '/contact', { 'content-type': 'multipart/form-data; boundary="quoted boundary"' })).toBe('passed');
    expect(request('POST', '/contact', { ...form, 'content-length': String(2 * 1024 * 1024) })).toMatchObject({
      status: 413,
      message: 'The form is too large to send (the limit is 1 MB).',
    });
  });
});

describe('clientErrorResponse', () => {
  it('answers what Node cannot parse with a status line, a sentence and a closed connection', () => {
    expect(clientErrorResponse('HPE_HEADER_OVERFLOW')).toMatch(
      /^HTTP\/1\.1 431 Request Header Fields Too Large\r\n[\s\S]*Connection: close\r\n\r\nThe request headers are too large\.$/,
    );
    expect(clientErrorResponse('HPE_INVALID_CONSTANT')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const response = clientErrorResponse(undefined);
    const [head, body] = response.split('\r\n\r\n');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
  });
});
