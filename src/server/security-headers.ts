// The security headers of every response. src/proxy.ts sets them, with a fresh script nonce per
// request, on everything but the build's files, which get the fixed ones from next.config.ts;
// decisions/007-security-headers.md says why. Pages served from the page cache trust their inline
// scripts by hash instead (decisions/009-page-cache.md).

/** Set by the proxy on the request: server components read it to mark their own inline scripts. */
export const NONCE_HEADER = 'x-nonce';

/** Set by our HTTP server (never by a client: it removes theirs) on a render for the page cache. */
export const PAGE_CACHE_RENDER_HEADER = 'x-page-cache-render';

/** 128 random bits, base64 (the characters a CSP nonce-source accepts). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** How a page's scripts are trusted: a nonce on each (rendered per request), or the hashes of its inline ones. */
export type ScriptTrust = { nonce: string } | { hashes: string[] };

function scriptSources(scripts: ScriptTrust): string {
  // 'strict-dynamic': the chunks Next's scripts load inherit their trust. With hashes the build's
  // files are trusted by 'self' instead ('strict-dynamic' would block the page's <script src> tags).
  if ('nonce' in scripts) return `'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`;
  return ["'self'", ...scripts.hashes.map((hash) => `'${hash}'`)].join(' ');
}

/** The page editor's live preview: the one page of the site shown in a frame, and only by the admin (decision 083). */
export const PREVIEW_PATH_PREFIX = '/preview/';

/**
 * Whether a response may be shown in a frame: only the live preview, and only by this site. Any
 * page may frame this site's own pages ('self' in frame-src): the admin is reached by client-side
 * navigation from the sign-in page, whose policy the document keeps; the pages that could be
 * framed are only the preview, everything else says frame-ancestors 'none'.
 */
export type Framing = 'none' | 'embedded';

export function framingOf(pathname: string): Framing {
  return pathname.startsWith(PREVIEW_PATH_PREFIX) ? 'embedded' : 'none';
}

export function contentSecurityPolicy({ scripts, dev, framing = 'none' }: { scripts: ScriptTrust; dev: boolean; framing?: Framing }): string {
  const directives = [
    "default-src 'self'",
    // Dev needs eval (React's call stacks, fast refresh); a production build never does.
    `script-src ${scriptSources(scripts)}${dev ? " 'unsafe-eval'" : ''}`,
    // React renders style="" attributes (bar widths), Radix positions its popovers with inline
    // styles and sonner injects a <style> element: styles cannot run code, so inline ones are
    // allowed rather than threading a nonce through three libraries.
    "style-src 'self' 'unsafe-inline'",
    // The logo and partner logos may be any https address entered in the admin.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framing === 'embedded' ? "'self'" : "'none'"}`,
  ];
  return directives.join('; ');
}

/**
 * HSTS only when the visitor reached us over HTTPS: the public address is https (TLS ends at a
 * proxy in front of us), or a trusted proxy says so. Browsers ignore it over plain HTTP anyway.
 */
export function servedOverHttps(forwardedProto: string | null | undefined, config: { siteUrl?: string; trustProxy: boolean }): boolean {
  if (config.siteUrl?.startsWith('https://')) return true;
  return config.trustProxy && forwardedProto?.split(',')[0]?.trim() === 'https';
}

/** The headers that do not depend on the request: also those of the build's files (next.config.ts). */
export const FIXED_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  // Only features Chromium knows: an unknown one is logged as an error on every page.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  },
  // For browsers without CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

export function securityHeaders({
  scripts,
  dev,
  https,
  framing = 'none',
}: {
  scripts: ScriptTrust;
  dev: boolean;
  https: boolean;
  framing?: Framing;
}): [string, string][] {
  const fixed = FIXED_SECURITY_HEADERS.map(({ key, value }): [string, string] => [
    key,
    key === 'X-Frame-Options' && framing === 'embedded' ? 'SAMEORIGIN' : value,
  ]);
  const headers: [string, string][] = [['Content-Security-Policy', contentSecurityPolicy({ scripts, dev, framing })], ...fixed];
  if (https) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}
