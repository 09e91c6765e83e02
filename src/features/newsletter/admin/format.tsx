// How the newsletter's admin screens write counts and states. Plain code.
import { formatZoned } from '@/lib/zoned-time';
import type { IssueCounts } from '../admin-queries';
import { ISSUE_STATUS_LABELS, type IssueStatus } from '../statuses';

export const ISSUE_STATUS_STYLE: Record<IssueStatus, string> = {
  draft: 'bg-slate-700 text-slate-100',
  scheduled: 'bg-amber-300 text-slate-950',
  sending: 'bg-brand-700 text-white',
  sent: 'bg-emerald-700 text-white',
};

export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ISSUE_STATUS_STYLE[status]}`}>{ISSUE_STATUS_LABELS[status]}</span>;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** '412 sent · 3 queued · 1 failed · 2 unsubscribed' (the parts that are not zero, sent always). */
export function countsText(counts: IssueCounts): string {
  const parts = [`${counts.sent.toLocaleString('en-US')} sent`];
  if (counts.queued) parts.push(`${counts.queued.toLocaleString('en-US')} queued`);
  parts.push(`${counts.failed.toLocaleString('en-US')} failed`);
  if (counts.withdrawn) parts.push(`${counts.withdrawn.toLocaleString('en-US')} withdrawn`);
  parts.push(`${counts.unsubscribed.toLocaleString('en-US')} unsubscribed`);
  return parts.join(' · ');
}

/** When, in words: 'Sent 1 Dec 2026, 09:00', 'Scheduled for …', 'Draft, created …'. */
export function issueWhen(
  issue: { status: IssueStatus; scheduledAt: Date | null; sentAt: Date | null; sendStartedAt: Date | null; createdAt: Date },
  timeZone: string,
): string {
  if (issue.status === 'scheduled' && issue.scheduledAt) return `Scheduled for ${formatZoned(issue.scheduledAt, timeZone)}`;
  if (issue.status === 'sending' && issue.sendStartedAt) return `Sending since ${formatZoned(issue.sendStartedAt, timeZone)}`;
  if (issue.status === 'sent' && issue.sentAt) return `Sent ${formatZoned(issue.sendStartedAt ?? issue.sentAt, timeZone)}`;
  return `Created ${formatZoned(issue.createdAt, timeZone)}`;
}

export { plural };
