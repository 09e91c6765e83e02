// Which requests get an info line in the log. A page view loads a dozen build files, images and
// icons: logging each at info buried the page lines (and the setup link) under them. Those, and
// the health probes a load balancer sends every few seconds, and the visit statistics' script and
// beacons (one or more per page view), are logged at debug
// (LOG_LEVEL=debug shows them); a failed one (4xx, 5xx) keeps its info line.

/** Paths whose successful requests are logged at debug only. */
const QUIET_PREFIXES = ['/_next/static/', '/_next/image', '/media/', '/api/health', '/api/ready'];
const QUIET_FILES = new Set(['/favicon.ico', '/icon.svg', '/visit.js', '/api/visit']);

export function isQuietPath(path: string): boolean {
  return QUIET_FILES.has(path) || QUIET_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The level of a request's access-log line. */
export function accessLogLevel(path: string, status: number): 'debug' | 'info' {
  return status < 400 && isQuietPath(path) ? 'debug' : 'info';
}
