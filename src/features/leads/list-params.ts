// The inbox's query parameters (?source=contact&status=new&from=2026-01-01&to=2026-01-31&spam=only&q=acme&after=...),
// shared by the page and the CSV export so that both read exactly the same rows. Plain code: no
// server imports, the list controls (a server component) and the tests use it too.
import { keysetQuery, parseKeysetRequest, type KeysetRequest } from '@/features/admin/crud/keyset';
import type { ListFilter, ListParams } from '@/features/admin/crud/server';
import { LEAD_KIND_LABELS } from '@/features/admin/format';
import { isSubscriberStatus, SUBSCRIBER_STATUS_LABELS } from '@/features/newsletter/statuses';
import { LEAD_KINDS, LEAD_STATUSES } from '@/server/db/enums';

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type InboxSource = (typeof LEAD_KINDS)[number] | 'subscriber';
export const INBOX_SOURCES: readonly InboxSource[] = [...LEAD_KINDS, 'subscriber'];
// 'hide' is the default (the select's implied 'all' option, labelled 'Hide spam').
export const SPAM_FILTERS = ['hide', 'only', 'include'] as const;
export type SpamFilter = (typeof SPAM_FILTERS)[number];

export const SOURCE_LABELS: Record<InboxSource, string> = { ...LEAD_KIND_LABELS, subscriber: 'Subscriber' };
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
  archived: 'Archived',
};

export type InboxParams = {
  /** Which page: keyset cursors (?after=, ?before=) or ?oldest=1; none is the newest page. */
  page: KeysetRequest;
  q: string;
  source?: InboxSource;
  status?: LeadStatus;
  /** YYYY-MM-DD, inclusive, UTC days. */
  from?: string;
  to?: string;
  spam: SpamFilter;
  /** A built form's id: only its entries. */
  form?: string;
};

/** The select filters of the list controls; 'All' (the default) is implied, except for spam whose default hides it. */
export const INBOX_FILTERS: readonly ListFilter[] = [
  { name: 'source', label: 'Source', options: INBOX_SOURCES.map((value) => ({ value, label: value === 'subscriber' ? 'Subscribers' : SOURCE_LABELS[value] })) },
  { name: 'status', label: 'Status', options: LEAD_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })) },
  {
    name: 'spam',
    label: 'Spam',
    allLabel: 'Hide spam',
    options: [
      { value: 'only', label: 'Only spam' },
      { value: 'include', label: 'Spam and not spam' },
    ],
  },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A real calendar day (2026-02-30 is not), else undefined. */
function day(value: string): string | undefined {
  if (!DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The Form filter: the forms staff built, by name (their entries are leads too). */
export function formFilter(forms: readonly { id: string; name: string }[]): ListFilter {
  return { name: 'form', label: 'Form', allLabel: 'All forms', options: forms.map((form) => ({ value: form.id, label: form.name })) };
}

/** Tolerant of anything: a value no filter offers lists everything, as 'All' does. */
export function parseInboxParams(raw: Record<string, string | string[] | undefined> | URLSearchParams): InboxParams {
  const get = (name: string) => {
    const value = raw instanceof URLSearchParams ? raw.get(name) : raw[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const pick = <T extends string>(values: readonly T[], value: string) => values.find((allowed) => allowed === value);
  return {
    page: parseKeysetRequest(get, 'uuid'),
    q: get('q').trim().slice(0, 100),
    source: pick(INBOX_SOURCES, get('source')),
    status: pick(LEAD_STATUSES, get('status')),
    from: day(get('from')),
    to: day(get('to')),
    spam: pick(SPAM_FILTERS, get('spam')) ?? 'hide',
    form: UUID.test(get('form')) ? get('form').toLowerCase() : undefined,
  };
}

/** The same parameters in the shape of the shared list controls (the filter form). */
export function toListParams(params: InboxParams): ListParams {
  const filters: Record<string, string> = {};
  if (params.source) filters.source = params.source;
  if (params.status) filters.status = params.status;
  if (params.from) filters.from = params.from;
  if (params.to) filters.to = params.to;
  if (params.spam !== 'hide') filters.spam = params.spam;
  if (params.form) filters.form = params.form;
  return { page: 1, q: params.q, status: 'all', filters };
}

/**
 * The query string of the filters, with the page `page` when given: the export link (every
 * matching row, so no page) and the pager's links.
 */
export function inboxQuery(params: InboxParams, page: KeysetRequest = {}): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  for (const [name, value] of Object.entries(toListParams(params).filters ?? {})) query.set(name, value);
  for (const [name, value] of keysetQuery(page)) query.set(name, value);
  return query.toString();
}

/** A row's status as the list and the export show it (a subscriber's is subscribed/unsubscribed). */
export function statusLabel(row: { entry: 'lead' | 'subscriber'; status: string }): string {
  if (row.entry === 'subscriber') return isSubscriberStatus(row.status) ? SUBSCRIBER_STATUS_LABELS[row.status] : row.status;
  return STATUS_LABELS[row.status as LeadStatus] ?? row.status;
}

const received = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
/** "Nov 22, 2026, 06:40 AM UTC": staff in several time zones read the same time. */
export const formatReceived = (date: Date) => received.format(date);

/** 2048 -> "2 KB". */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${unit === 0 ? size : Number(size.toFixed(1))} ${units[unit]}`;
}
