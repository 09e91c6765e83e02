// Timestamps of the admin tables: one fixed zone (UTC), so the server's rendering and every
// reader see the same text.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC', hourCycle: 'h23' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeOnly = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium', timeZone: 'UTC', hourCycle: 'h23' });

/** "Nov 22, 2025, 14:05:09 UTC" */
export function formatTimestamp(date: Date): string {
  return `${dateTime.format(date)} UTC`;
}

/** "Nov 22, 2025" */
export function formatDate(date: Date): string {
  return dateOnly.format(date);
}

/** "14:05:09 UTC" */
export function formatTime(date: Date): string {
  return `${timeOnly.format(date)} UTC`;
}
