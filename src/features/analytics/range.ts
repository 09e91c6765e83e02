// The dashboard's period: a preset or two dates, read from the address (?range=30d, or
// ?from=2026-11-01&to=2026-11-25), and the period before it of the same length. Pure.
import { nextDay } from './visitor';

export const RANGE_PRESETS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: '90d', label: '90 days', days: 90 },
  { id: '12m', label: '12 months', days: 365 },
] as const;

export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];
export const DEFAULT_RANGE: RangePreset = '30d';
/** A custom period spans at most this many days (the chart's days, and a sane query). */
export const MAX_RANGE_DAYS = 732;

export type Range = {
  /** First and last day, inclusive, in the site's time zone. */
  from: string;
  to: string;
  days: number;
  preset: RangePreset | null;
  previous: { from: string; to: string };
  /** A date typed in the custom form that could not be used (the preset is shown instead). */
  refused?: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    DAY.test(value) &&
    !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

export function daysBetween(from: string, to: string): number {
  return Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000) + 1;
}

function withPrevious(from: string, to: string, preset: RangePreset | null, refused?: string): Range {
  const days = daysBetween(from, to);
  return { from, to, days, preset, previous: { from: nextDay(from, -days), to: nextDay(from, -1) }, ...(refused && { refused }) };
}

/** The period the address asks for, ending today at most; a wrong one falls back to the default with a sentence. */
export function readRange(params: Record<string, string | string[] | undefined>, today: string): Range {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : undefined);
  const from = one('from');
  const to = one('to');
  if (from !== undefined || to !== undefined) {
    const preset = () =>
      withPrevious(nextDay(today, -(RANGE_PRESETS[2].days - 1)), today, DEFAULT_RANGE, 'Enter both dates as YYYY-MM-DD, the first not after the second.');
    if (!isDay(from) || !isDay(to) || from > to) return preset();
    if (from > today) return { ...preset(), refused: 'The period cannot start in the future.' };
    const end = to > today ? today : to;
    if (daysBetween(from, end) > MAX_RANGE_DAYS) return { ...preset(), refused: `Choose a period of at most ${MAX_RANGE_DAYS} days.` };
    return withPrevious(from, end, null);
  }
  const found = RANGE_PRESETS.find((preset) => preset.id === one('range')) ?? RANGE_PRESETS.find((preset) => preset.id === DEFAULT_RANGE)!;
  return withPrevious(nextDay(today, -(found.days - 1)), today, found.id);
}

/** The address's query for a range (the links of the range picker, the export, the leads). */
export function rangeQuery(range: Pick<Range, 'from' | 'to' | 'preset'>): string {
  return range.preset ? `range=${range.preset}` : `from=${range.from}&to=${range.to}`;
}
