import { describe, expect, it } from 'vitest';
import {
  formatUtcOffset,
  formatZoned,
  formatZonedWithZone,
  fromDateTimeLocalValue,
  isTimeZoneName,
  supportedTimeZones,
  timeZoneAbbreviation,
  timeZoneOffsetMinutes,
  toDateTimeLocalValue,
} from './zoned-time';

const at = (iso: string) => new Date(iso);
/** The instant fromDateTimeLocalValue gives, as an ISO string (null stays null). */
const instant = (value: string, zone: string) => fromDateTimeLocalValue(value, zone)?.toISOString() ?? null;

describe('formatZoned', () => {
  it('shows the wall clock of the zone, en-GB style with a 24-hour clock', () => {
    expect(formatZoned(at('2026-12-01T09:00:00Z'), 'UTC')).toBe('1 Dec 2026, 09:00');
    expect(formatZoned(at('2026-12-01T08:00:00Z'), 'Europe/Berlin')).toBe('1 Dec 2026, 09:00');
    expect(formatZoned(at('2026-07-01T07:00:00Z'), 'Europe/Berlin')).toBe('1 Jul 2026, 09:00');
    expect(formatZoned(at('2026-12-01T03:30:00Z'), 'Asia/Kolkata')).toBe('1 Dec 2026, 09:00');
    expect(formatZoned(at('2026-09-01T04:05:06Z'), 'America/New_York')).toBe('1 Sep 2026, 00:05');
    expect(formatZoned(at('2026-09-01T04:05:06Z'), 'America/New_York', { seconds: true })).toBe('1 Sep 2026, 00:05:06');
    // Midnight is 00, and the date is the zone's: still 31 Dec in New York.
    expect(formatZoned(at('2027-01-01T04:59:00Z'), 'America/New_York')).toBe('31 Dec 2026, 23:59');
    expect(formatZoned(at('2027-01-01T05:00:00Z'), 'America/New_York')).toBe('1 Jan 2027, 00:00');
  });

  it('appends the zone name or its abbreviation', () => {
    expect(formatZonedWithZone(at('2026-12-01T08:00:00Z'), 'Europe/Berlin')).toBe('1 Dec 2026, 09:00 (Europe/Berlin)');
    expect(formatZonedWithZone(at('2026-12-01T08:00:00Z'), 'Europe/Berlin', 'abbreviation')).toBe('1 Dec 2026, 09:00 (CET)');
    expect(formatZoned(at('2026-07-01T07:00:00Z'), 'Europe/Berlin', { zone: 'abbreviation' })).toBe('1 Jul 2026, 09:00 (CEST)');
    expect(formatZoned(at('2026-12-01T09:00:00Z'), 'UTC', { zone: 'abbreviation' })).toBe('1 Dec 2026, 09:00 (UTC)');
    expect(formatZoned(at('2026-12-01T09:00:00Z'), 'UTC', { zone: 'name' })).toBe('1 Dec 2026, 09:00 (UTC)');
    expect(formatZonedWithZone(at('2026-12-01T03:30:00Z'), 'Asia/Kolkata', 'abbreviation', { seconds: true })).toBe('1 Dec 2026, 09:00:00 (UTC+05:30)');
  });

  it('refuses an invalid date or an unknown zone, as Intl does', () => {
    expect(() => formatZoned(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => formatZoned(at('2026-12-01T09:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => toDateTimeLocalValue(at('2026-12-01T09:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('offsets and abbreviations', () => {
  it('follow daylight saving time', () => {
    expect(timeZoneOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(timeZoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(timeZoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(formatUtcOffset(at('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe('UTC+01:00');
    expect(formatUtcOffset(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('UTC-05:00');
    expect(formatUtcOffset(at('2026-01-15T12:00:00Z'), 'UTC')).toBe('UTC+00:00');
    expect(formatUtcOffset(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('UTC+05:30');
    // Before standard time, Berlin kept its local mean time.
    expect(formatUtcOffset(at('1890-01-01T12:00:00Z'), 'Europe/Berlin')).toBe('UTC+00:53:28');
    expect(timeZoneAbbreviation(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('EST');
    expect(timeZoneAbbreviation(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(timeZoneAbbreviation(at('2026-07-15T12:00:00Z'), 'Europe/London')).toBe('BST');
  });
});

describe('toDateTimeLocalValue', () => {
  it.each([
    ['2026-12-01T09:00:00Z', 'UTC', '2026-12-01T09:00'],
    ['2026-12-01T08:00:59.999Z', 'Europe/Berlin', '2026-12-01T09:00'],
    ['2026-07-01T07:00:00Z', 'Europe/Berlin', '2026-07-01T09:00'],
    ['2026-12-01T03:30:00Z', 'Asia/Kolkata', '2026-12-01T09:00'],
    ['2026-12-31T23:30:00Z', 'Asia/Kolkata', '2027-01-01T05:00'],
    ['0050-06-01T12:00:00Z', 'UTC', '0050-06-01T12:00'],
  ])('gives the input value showing the instant in the zone, to the minute: %s in %s', (iso, zone, value) => {
    expect(toDateTimeLocalValue(at(iso), zone)).toBe(value);
  });

  it('is empty for an invalid date', () => {
    expect(toDateTimeLocalValue(new Date(Number.NaN), 'UTC')).toBe('');
  });
});

describe('fromDateTimeLocalValue', () => {
  it.each([
    ['2026-12-01T09:00', 'UTC', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T09:00', 'Europe/Berlin', '2026-12-01T08:00:00.000Z'],
    ['2026-07-01T09:00', 'Europe/Berlin', '2026-07-01T07:00:00.000Z'],
    ['2026-12-01T09:00', 'Asia/Kolkata', '2026-12-01T03:30:00.000Z'],
    ['2026-01-01T02:00', 'Asia/Kolkata', '2025-12-31T20:30:00.000Z'],
    ['2026-07-01T09:00', 'America/New_York', '2026-07-01T13:00:00.000Z'],
    // Seconds and milliseconds, as an input with a small step sends them; a space for the T.
    ['2026-12-01T09:00:30', 'UTC', '2026-12-01T09:00:30.000Z'],
    ['2026-12-01T09:00:30.5', 'UTC', '2026-12-01T09:00:30.500Z'],
    ['2026-12-01 09:00', 'UTC', '2026-12-01T09:00:00.000Z'],
    ['0050-06-01T12:00', 'UTC', '0050-06-01T12:00:00.000Z'],
    ['2028-02-29T12:00', 'UTC', '2028-02-29T12:00:00.000Z'],
  ])('gives the instant the wall-clock time names in the zone: %s in %s', (value, zone, iso) => {
    expect(instant(value, zone)).toBe(iso);
  });

  it('handles New York on its daylight-saving days: a skipped time moves past the gap, a repeated one is the first', () => {
    // 8 Mar 2026: at 02:00 EST the clocks went to 03:00 EDT (07:00Z).
    expect(instant('2026-03-08T01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(instant('2026-03-08T02:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(instant('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(toDateTimeLocalValue(fromDateTimeLocalValue('2026-03-08T02:30', 'America/New_York')!, 'America/New_York')).toBe('2026-03-08T03:30');
    expect(instant('2026-03-08T03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(instant('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 1 Nov 2026: at 02:00 EDT the clocks went back to 01:00 EST (06:00Z); 01:00-01:59 happen twice.
    expect(instant('2026-11-01T00:59', 'America/New_York')).toBe('2026-11-01T04:59:00.000Z');
    expect(instant('2026-11-01T01:00', 'America/New_York')).toBe('2026-11-01T05:00:00.000Z');
    expect(instant('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(instant('2026-11-01T01:59', 'America/New_York')).toBe('2026-11-01T05:59:00.000Z');
    expect(instant('2026-11-01T02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
    // Both passes show as 01:30; the abbreviation tells them apart.
    expect(toDateTimeLocalValue(at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30');
    expect(toDateTimeLocalValue(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30');
    expect(formatZoned(at('2026-11-01T05:30:00Z'), 'America/New_York', { zone: 'abbreviation' })).toBe('1 Nov 2026, 01:30 (EDT)');
    expect(formatZoned(at('2026-11-01T06:30:00Z'), 'America/New_York', { zone: 'abbreviation' })).toBe('1 Nov 2026, 01:30 (EST)');
  });

  it('handles Berlin on its daylight-saving days, and a half-hour change (Lord Howe Island)', () => {
    // 29 Mar 2026: 02:00 CET became 03:00 CEST (01:00Z). 25 Oct 2026: 03:00 CEST became 02:00 CET (01:00Z).
    expect(instant('2026-03-29T01:59', 'Europe/Berlin')).toBe('2026-03-29T00:59:00.000Z');
    expect(instant('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(instant('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(instant('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(instant('2026-10-25T03:00', 'Europe/Berlin')).toBe('2026-10-25T02:00:00.000Z');
    // 4 Oct 2026: 02:00 (+10:30) became 02:30 (+11:00).
    expect(instant('2026-10-04T02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z');
    expect(toDateTimeLocalValue(at('2026-10-03T15:45:00Z'), 'Australia/Lord_Howe')).toBe('2026-10-04T02:45');
  });

  it('refuses what is not a datetime-local value', () => {
    for (const value of [
      '',
      'not a date',
      '2026-12-01',
      '09:00',
      '2026-12-1T09:00',
      '2026-12-01T9:00',
      '2026-12-01T09:00Z',
      '2026-12-01T09:00+01:00',
      ' 2026-12-01T09:00',
      '2026-12-01T09:00 ',
      '2026-13-01T09:00',
      '2026-00-10T09:00',
      '2026-02-29T09:00',
      '2026-04-31T09:00',
      '2026-12-00T09:00',
      '2026-12-01T24:00',
      '2026-12-01T09:60',
      '2026-12-01T09:00:60',
      '2026-12-01T09:00:00.1234',
      '0000-01-01T00:00',
      '+002026-12-01T09:00',
    ]) {
      expect(fromDateTimeLocalValue(value, 'Europe/Berlin'), JSON.stringify(value)).toBeNull();
    }
    expect(fromDateTimeLocalValue(null as unknown as string, 'UTC')).toBeNull();
  });

  it('reads back what toDateTimeLocalValue wrote, through a year of every zone kind', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    const start = Date.parse('2026-01-01T00:00:00Z');
    const step = 97 * 60_000; // not a divisor of an hour: every minute of the hour comes up
    let repeated = 0;
    for (const zone of zones) {
      for (let time = start; time < start + 366 * 86_400_000; time += step) {
        const date = new Date(time);
        const value = toDateTimeLocalValue(date, zone);
        const back = fromDateTimeLocalValue(value, zone)!;
        expect(toDateTimeLocalValue(back, zone), `${zone} ${date.toISOString()}`).toBe(value);
        if (back.getTime() !== time) {
          // Only the second pass through a repeated time reads back as the first pass.
          repeated++;
          expect(timeZoneOffsetMinutes(back, zone) - timeZoneOffsetMinutes(date, zone), `${zone} ${date.toISOString()}`).toBe((time - back.getTime()) / 60_000);
        }
      }
    }
    expect(repeated).toBeGreaterThan(0);
    expect(repeated).toBeLessThan(10);
  });
});

describe('zone names', () => {
  it('accepts UTC and the listed IANA names, under either spelling engines use', () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.slice(1)).toEqual([...zones.slice(1)].sort());
    expect(zones.every(isTimeZoneName)).toBe(true);
    for (const name of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv', 'Europe/Kiev'])
      expect(isTimeZoneName(name), name).toBe(true);
  });

  it('refuses anything else', () => {
    for (const name of [
      '',
      ' UTC',
      'utc',
      'europe/berlin',
      'EUROPE/BERLIN',
      'Europe/Berlinn',
      'Mars/Olympus_Mons',
      'Berlin',
      '+01:00',
      'GMT+1',
      'CET',
      'Local',
      '../etc/passwd',
      'Europe/Berlin\n',
    ]) {
      expect(isTimeZoneName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isTimeZoneName(undefined)).toBe(false);
    expect(isTimeZoneName(60)).toBe(false);
  });
});
