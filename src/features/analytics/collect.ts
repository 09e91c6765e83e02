// What a beacon from /visit.js may say, and what we keep of it (decision 093). Pure: the
// collection in our HTTP server and the unit tests use it. A visitor is never stored as who they
// are: the IP address and user agent only feed the day's hash (visitor.ts), the user agent also
// the browser's family, and neither is kept.
import { browserOf } from '@/lib/user-agent';
import { ANALYTICS_DEVICES, ANALYTICS_EVENTS } from '@/server/db/enums';

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export type Device = (typeof ANALYTICS_DEVICES)[number];

/** The largest beacon we read: ours are under 600 bytes (a long referrer and campaign at most). */
export const MAX_BEACON_BYTES = 4096;

// Each field as long as a real value of ours can be, and no more (decision 096). What a beacon
// carries from our own pages is refused past its limit (400 with a sentence): a longer one was not
// sent by /visit.js from a page of ours. What comes from outside (a campaign in a link someone else
// wrote, the page a visitor came from) is cut or left out instead: the visitor is real, and their
// page view counts.
/** A page's path: the longest of ours is a section (/case-studies/) and a slug of at most 200 characters. */
export const MAX_PATH = 256;
/** An event's detail: an estimator step ('4') or the host of a link followed (printable ASCII, as a URL's host is written). */
export const MAX_VALUE = 100;
/** A campaign's source, medium or name (from the landing address: cut to this). */
export const MAX_UTM = 100;
/** The referring address and the landing page's query string as read; longer ones are left out. */
const MAX_REFERRER = 2000;
const MAX_QUERY = 2000;
/** The most characters a host name can have (DNS); a longer 'host' is none. */
const MAX_HOST = 253;

/** A beacon as it is kept: everything but the time, the day and the visitor. */
export type CollectedEvent = {
  name: AnalyticsEventName;
  path: string;
  value: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: Device;
  browser: string;
};

export type BeaconResult = { ok: true; event: CollectedEvent } | { ok: false; message: string };

// Crawlers, link previews, monitors, scripts and headless browsers say so in their user agent.
// Lighthouse and the test browsers ('HeadlessChrome') are not visitors either.
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|vkshare|w3c_validator|validator|whatsapp|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|statuscake|curl\/|wget\/|python|httpclient|okhttp|java\/|go-http|axios|node-fetch|undici|postman|insomnia|scrapy|libwww|httpie|feedfetcher|rss|^mozilla\/5\.0$/i;

/** Whether a request's user agent is a bot, a script or a headless browser (or says nothing). */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 20) return true;
  return BOT_AGENT.test(userAgent);
}

/**
 * Whether the visitor asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control
 * (`Sec-GPC: 1`). The script also checks the browser's own flags, so nothing is even sent.
 */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** The device class, from the width of the window; from the user agent when the beacon has none. */
export function deviceOf(width: unknown, userAgent: string): Device {
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) return width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop';
  if (/iPad|Tablet/i.test(userAgent)) return 'tablet';
  return /Mobi|Android/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** The referring site's host without 'www.'; none for our own site or an address that is not http(s). */
export function referrerHostOf(referrer: unknown, ownHost: string | undefined): string | null {
  if (typeof referrer !== 'string' || referrer === '' || referrer.length > MAX_REFERRER) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!host || host === own || host.length > MAX_HOST) return null;
  return host;
}

const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** The campaign parameters of a page's query string (`?utm_source=newsletter`), trimmed and bounded. */
export function utmOf(query: unknown): { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null } {
  const params = new URLSearchParams(typeof query === 'string' && query.length <= MAX_QUERY ? query : '');
  const read = (name: string) => {
    // %00 and the like decode to control characters, which PostgreSQL's text refuses (a whole insert with them).
    const value = params.get(name)?.replace(CONTROLS, '').trim().toLowerCase();
    return value ? value.slice(0, MAX_UTM) : null;
  };
  return { utmSource: read('utm_source'), utmMedium: read('utm_medium'), utmCampaign: read('utm_campaign') };
}

// What location.pathname and a link's host hold: the browser writes anything else (spaces, accents) as %XX or punycode.
const PRINTABLE = /^[\x21-\x7e]*$/;

/**
 * The path as kept: without its query (tokens, addresses) and with an estimate's share token
 * replaced, as the access log writes it: whoever holds a share link may open the estimate.
 */
export function publicPath(path: string): string {
  return path
    .split('?', 1)[0]!
    .split('#', 1)[0]!
    .replace(/^\/estimates\/[^/]+/, '/estimates/[token]');
}

/**
 * Reads a beacon's body: `{ n: event name, p: path, v?: value, r?: referrer, q?: query string, w?: window width }`.
 * Anything else (not JSON, an unknown event, a path that is not ours) is refused with a sentence.
 */
export function readBeacon(body: string, context: { userAgent: string; host: string | undefined }): BeaconResult {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"n": "pageview", "p": "/path"}.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, message: 'The body must be a JSON object.' };
  const { n, p, v, r, q, w } = data as Record<string, unknown>;
  if (typeof n !== 'string' || !(ANALYTICS_EVENTS as readonly string[]).includes(n))
    return { ok: false, message: `"n" must name an event: ${ANALYTICS_EVENTS.join(', ')}.` };
  if (typeof p !== 'string' || !p.startsWith('/') || p.startsWith('//') || p.length > MAX_PATH || !PRINTABLE.test(p))
    return { ok: false, message: `"p" must be a path of this site, such as /services (at most ${MAX_PATH} characters).` };
  if (v !== undefined && v !== null && (typeof v !== 'string' || v.length > MAX_VALUE || !PRINTABLE.test(v)))
    return { ok: false, message: `"v" must be a word or a host name of at most ${MAX_VALUE} characters.` };
  const name = n as AnalyticsEventName;
  // Page views carry where the visit came from; events only their own detail.
  const pageview = name === 'pageview';
  return {
    ok: true,
    event: {
      name,
      path: publicPath(p),
      value: typeof v === 'string' && v.trim() ? v.trim() : null,
      referrerHost: pageview ? referrerHostOf(r, context.host) : null,
      ...(pageview ? utmOf(q) : { utmSource: null, utmMedium: null, utmCampaign: null }),
      device: deviceOf(w, context.userAgent),
      browser: browserOf(context.userAgent),
    },
  };
}

/** Paths that are not the public site: staff screens and sign-in are never counted. */
export function isTrackedPath(path: string): boolean {
  return !/^\/(admin|ax-admin-panel|auth|preview|api)(\/|$)/.test(path);
}
