import { NextResponse, type NextRequest } from 'next/server';
import { behindProxy } from '@/server/client-address';
import { env } from '@/server/env';
import { allowedMethods } from '@/server/request-guard';
import {
  createNonce,
  contentSecurityPolicy,
  framingOf,
  NONCE_HEADER,
  PAGE_CACHE_RENDER_HEADER,
  PREVIEW_PATH_PREFIX,
  securityHeaders,
  servedOverHttps,
} from '@/server/security-headers';

// A first, cheap gate: a visitor without a session cookie is sent to the login before any admin
// code runs. It is not the check that matters: every admin page, action and route handler calls
// requireRole(), which looks the session up in the database.
const SESSION_COOKIES = ['axion.session_token', '__Secure-axion.session_token'];

// The media library's files set their own policy (a sandbox for downloads, such as an SVG that
// holds a script), which a response header set here would replace.
const OWN_POLICY_PREFIX = '/media/';

function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function proxy(request: NextRequest) {
  // A render for the page cache (only our HTTP server can ask for one): no nonce anywhere (Next.js
  // would also take one from a CSP header of this response); the cache trusts the page's inline
  // scripts by hash and sets the headers itself.
  if (request.headers.get(PAGE_CACHE_RENDER_HEADER) === '1') return NextResponse.next();
  // Our HTTP server answers these before Next.js (src/server/request-guard.ts); `next dev` and
  // `next start` have only this proxy: PUT or DELETE must not get the page there either.
  const { methods, ownOptions } = allowedMethods(request.nextUrl.pathname);
  if (!methods.includes(request.method) || (request.method === 'OPTIONS' && !ownOptions)) {
    const allowed = request.method === 'OPTIONS';
    return new NextResponse(allowed ? null : `${request.method} is not allowed here. This address takes ${methods.join(', ')}.`, {
      status: allowed ? 204 : 405,
      headers: { Allow: methods.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const config = env();
  const nonce = createNonce();
  const dev = process.env.NODE_ENV === 'development';
  const framing = framingOf(request.nextUrl.pathname);
  let response: NextResponse;
  if (isAdminPath(request.nextUrl.pathname) && !SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const login = new URL('/ax-admin-panel', request.url);
    login.searchParams.set('next', request.nextUrl.pathname);
    response = NextResponse.redirect(login);
  } else {
    // Next.js reads the nonce from the request's CSP header and puts it on its own scripts;
    // our inline scripts read it from NONCE_HEADER.
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set('Content-Security-Policy', contentSecurityPolicy({ scripts: { nonce }, dev, framing }));
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  const https = servedOverHttps(request.headers.get('x-forwarded-proto'), { siteUrl: config.siteUrl, trustProxy: behindProxy(config.TRUST_PROXY) });
  const ownPolicy = request.nextUrl.pathname.startsWith(OWN_POLICY_PREFIX);
  for (const [name, value] of securityHeaders({ scripts: { nonce }, dev, https, framing })) {
    if (!(ownPolicy && name === 'Content-Security-Policy')) response.headers.set(name, value);
  }
  // Previews (the editor's, a version's, a shared link's) are never to be indexed, whatever links to them.
  if (request.nextUrl.pathname.startsWith(PREVIEW_PATH_PREFIX)) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

// Every request but the build's files (which get the fixed headers from next.config.ts): running
// the proxy for those cut their throughput by three quarters.
export const config = { matcher: '/((?!_next/static/).*)' };
