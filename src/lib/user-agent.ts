// A browser named from its user agent, for people (the sessions list, the new-browser email) and
// for the visit statistics. Only the family: versions change weekly and say nothing to a reader.

/** The browser's family (the order matters: Edge and Opera also say Chrome). */
export function browserOf(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/SamsungBrowser\//.test(userAgent)) return 'Samsung Internet';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/** The operating system's family (iPhone and iPad before macOS: an iPad may say Mac OS X). */
export function systemOf(userAgent: string): string | null {
  if (/iPhone|iPod/.test(userAgent)) return 'iPhone';
  if (/iPad/.test(userAgent)) return 'iPad';
  if (/Android/.test(userAgent)) return 'Android';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return null;
}

/** 'Chrome on macOS'; 'An unknown browser' without a user agent. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'An unknown browser';
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  const name = browser === 'Other' ? 'A browser' : browser;
  return system ? `${name} on ${system}` : name;
}
