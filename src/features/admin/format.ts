// Small display helpers of the admin, shared by server and client components.
import type { LEAD_KINDS } from '@/server/db/enums';

export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = { contact: 'Contact', job_application: 'Job application', estimate: 'Estimate', form: 'Form entry' };

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM-DD day as "Mar 4" (short) or "Tue, Mar 4, 2025" (long). */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return (style === 'short' ? shortDay : longDay).format(date);
}
