// Dates shown and entered in a named time zone (the site's, Settings > Company > Time zone),
// alike in the browser and on the server. Pure: no imports, only Intl.DateTimeFormat.
//
// Only Intl's numbers are used (the wall-clock fields of an instant in a zone); the text is built
// here. Engines word dates differently ('1 Sept 2026' or '1 Sep 2026', ', ' or ' at '), and a
// client component's server HTML must read the same after hydration.
//
// Zone names are IANA names (Europe/Berlin) or UTC. A name the runtime does not know makes these
// functions throw a RangeError, as Intl.DateTimeFormat does; check it with isTimeZoneName first,
// or use the site's zone, which the settings reader has checked.

export const DEFAULT_TIME_ZONE = 'UTC';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MINUTE = 60_000;
const DAY = 86_400_000;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// Building a DateTimeFormat costs far more than using one: one per zone, kept.
const numericFormats = new Map<string, Intl.DateTimeFormat>();

function numericFormat(timeZone: string): Intl.DateTimeFormat {
  let format = numericFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    numericFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of instant `epochMs` (whole seconds) in `timeZone`. */
function wallClock(epochMs: number, timeZone: string): WallClock {
  const fields: Record<string, string> = {};
  for (const part of numericFormat(timeZone).formatToParts(epochMs)) fields[part.type] = part.value;
  const year = Number(fields.year);
  return {
    year: fields.era === 'BC' ? 1 - year : year,
    month: Number(fields.month),
    day: Number(fields.day),
    // Some engines still write midnight as 24 despite h23.
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** The instant a wall clock names in UTC (years 0-99 too, which Date.UTC would take for 1900-1999). */
function utcOf({ year, month, day, hour, minute, second }: WallClock, millisecond = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}

/** How far `timeZone`'s wall clock is ahead of UTC at instant `epochMs`, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000;
  return utcOf(wallClock(wholeSeconds, timeZone)) - wholeSeconds;
}

function checkedTime(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return time;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// ---------------------------------------------------------------------------------------------
// Zone names

let listedZones: Set<string> | undefined;

function listed(): Set<string> {
  return (listedZones ??= new Set(Intl.supportedValuesOf('timeZone')));
}

/** The zones to choose from: UTC, then this runtime's IANA zones in alphabetical order. */
export function supportedTimeZones(): string[] {
  return [DEFAULT_TIME_ZONE, ...[...listed()].filter((zone) => zone !== DEFAULT_TIME_ZONE).sort()];
}

/**
 * Whether `name` is a zone to accept: UTC or a name of Intl.supportedValuesOf('timeZone'). Also
 * accepted: another spelling (Area/Location) that this runtime's Intl resolves to a listed zone,
 * because engines list different spellings of some zones (Node 20 lists Asia/Calcutta and
 * Europe/Kiev, Firefox Asia/Kolkata and Europe/Kyiv): a zone chosen in one must pass in the
 * other. Case matters: 'europe/berlin' is refused.
 */
export function isTimeZoneName(name: unknown): name is string {
  if (typeof name !== 'string' || name === '') return false;
  const zones = listed();
  if (name === DEFAULT_TIME_ZONE || zones.has(name)) return true;
  if (!/^[A-Z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return false;
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  return zones.has(canonical) && name.toLowerCase() !== canonical.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// Offsets and zone labels

/** `timeZone`'s offset from UTC at `date`, in minutes (Europe/Berlin in winter: 60; America/New_York in summer: -240). */
export function timeZoneOffsetMinutes(date: Date, timeZone: string): number {
  return offsetAt(checkedTime(date), timeZone) / MINUTE;
}

/** The offset as text: 'UTC+01:00', 'UTC-04:00', 'UTC+05:30' (seconds too for a historical offset such as 'UTC+00:53:28'). */
export function formatUtcOffset(date: Date, timeZone: string): string {
  const offsetSeconds = Math.round(offsetAt(checkedTime(date), timeZone) / 1000);
  const size = Math.abs(offsetSeconds);
  const seconds = size % 60;
  return `UTC${offsetSeconds < 0 ? '-' : '+'}${pad(Math.floor(size / 3600))}:${pad(Math.floor(size / 60) % 60)}${seconds ? `:${pad(seconds)}` : ''}`;
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

function shortZoneName(date: Date, timeZone: string, locale: 'en-GB' | 'en-US'): string {
  const key = `${locale} ${timeZone}`;
  let format = nameFormats.get(key);
  if (!format) nameFormats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })));
  return format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone's abbreviation at `date` where English has one ('CET', 'CEST', 'BST', 'EST', 'EDT',
 * 'UTC'), else the offset ('UTC+05:30'). The words come from the engine's locale data, so they
 * may differ between engines; the offset form does not.
 */
export function timeZoneAbbreviation(date: Date, timeZone: string): string {
  checkedTime(date);
  // en-GB has the European names (CET, BST), en-US the American ones (EST, PDT).
  for (const locale of ['en-GB', 'en-US'] as const) {
    const name = shortZoneName(date, timeZone, locale);
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  return formatUtcOffset(date, timeZone);
}

// ---------------------------------------------------------------------------------------------
// Showing a date

export type FormatZonedOptions = {
  /** Show the seconds too: '1 Dec 2026, 09:00:05'. */
  seconds?: boolean;
  /** Append the zone in brackets: its name '(Europe/Berlin)' or its abbreviation '(CET)'. Default: none. */
  zone?: 'name' | 'abbreviation';
};

/**
 * `date` as the wall clock of `timeZone` shows it, en-GB style with a 24-hour clock:
 * '1 Dec 2026, 09:00'. Month names are English and fixed ('Sep', whatever the engine says).
 * Throws a RangeError for an invalid date or an unknown zone.
 */
export function formatZoned(date: Date, timeZone: string, options: FormatZonedOptions = {}): string {
  const clock = wallClock(Math.floor(checkedTime(date) / 1000) * 1000, timeZone);
  const year = clock.year > 0 ? String(clock.year) : `${1 - clock.year} BC`;
  let text = `${clock.day} ${MONTHS[clock.month - 1]} ${year}, ${pad(clock.hour)}:${pad(clock.minute)}`;
  if (options.seconds) text += `:${pad(clock.second)}`;
  if (options.zone === 'name') text += ` (${timeZone})`;
  else if (options.zone === 'abbreviation') text += ` (${timeZoneAbbreviation(date, timeZone)})`;
  return text;
}

/** formatZoned with the zone appended: '1 Dec 2026, 09:00 (Europe/Berlin)', or with 'abbreviation' '1 Dec 2026, 09:00 (CET)'. */
export function formatZonedWithZone(
  date: Date,
  timeZone: string,
  zone: 'name' | 'abbreviation' = 'name',
  options: Omit<FormatZonedOptions, 'zone'> = {},
): string {
  return formatZoned(date, timeZone, { ...options, zone });
}

// ---------------------------------------------------------------------------------------------
// Entering a date: <input type="datetime-local">

/**
 * The value of an `<input type="datetime-local">` that shows instant `date` in `timeZone`:
 * '2026-12-01T09:00' (to the minute; seconds are dropped). An invalid date, or a year the input
 * cannot show (before 1 or after 9999), gives '' (an empty input).
 */
export function toDateTimeLocalValue(date: Date, timeZone: string): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const clock = wallClock(Math.floor(time / 1000) * 1000, timeZone);
  if (clock.year < 1 || clock.year > 9999) return '';
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The instant that the wall-clock time `value` (an `<input type="datetime-local">` value:
 * '2026-12-01T09:00', optionally with seconds and milliseconds) names in `timeZone`; null when
 * `value` is not such a value (empty, another format, 31 Feb, 24:00...).
 *
 * Around a daylight-saving change (as java.time and Temporal do by default):
 * - a time the clocks skip (spring forward: 02:30 on 8 Mar 2026 in New York, where 02:00 became
 *   03:00) is read with the offset in force before the change, so it lands as far past the change
 *   as it was past the skipped hour: 02:30 gives 03:30 EDT (07:30Z), the later of the two readings;
 * - a time the clocks pass twice (fall back: 01:30 on 1 Nov 2026 in New York) is the earlier
 *   instant, the first 01:30 (EDT, 05:30Z), not the second (EST, 06:30Z).
 * It assumes at most one change of offset within a day either side of `value`, true of every zone.
 */
export function fromDateTimeLocalValue(value: string, timeZone: string): Date | null {
  const match = typeof value === 'string' ? LOCAL_VALUE.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((field) => Number(field ?? 0)) as [number, number, number, number, number, number];
  const millisecond = match[7] ? Number(match[7].padEnd(3, '0')) : 0;
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const clock = { year, month, day, hour, minute, second };
  const local = utcOf(clock, millisecond);
  // 31 Feb and the like roll over into the next month: not a date.
  if (new Date(local).getUTCDate() !== day) return null;

  // The offsets in force before and after any change near this wall time; each gives one reading,
  // which is right if the zone really has that offset at the instant it names.
  const before = offsetAt(local - DAY, timeZone);
  const after = offsetAt(local + DAY, timeZone);
  const readings = [local - before, local - after].filter((instant) => offsetAt(instant, timeZone) === local - instant);
  if (readings.length > 0) return new Date(Math.min(...readings));
  // Neither: the clocks skipped this time. The offset before the change gives the later instant.
  return new Date(local - before);
}
