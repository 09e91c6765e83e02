// The inbox's query parameters (?kind=contact&status=new&from=2026-01-01&to=2026-01-31&spam=only&q=acme&after=...,
// and the visit's ?source=newsletter&landing=/services the visit statistics link with), shared by
// the page and the CSV export so that both read exactly the same rows. Plain code: no server
// imports, the list controls (a server component) and the tests use it too.
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

/** The kinds of lead that are inquiries (?kind=inquiry): what the visit statistics count as one besides estimates. */
export const INQUIRY_LEAD_KINDS = ['contact', 'form'] as const satisfies readonly (typeof LEAD_KINDS)[number][];
/** What ?kind= chooses: one kind of lead, the inquiries (contact and form entries), or subscribers. */
export type InboxKind = InboxSource | 'inquiry';
export const INBOX_KINDS: readonly InboxKind[] = [...INBOX_SOURCES, 'inquiry'];
/** Each ?kind= as the Type filter and the filter note name it. */
export const KIND_LABELS: Record<InboxKind, string> = { ...LEAD_KIND_LABELS, subscriber: 'Subscribers', inquiry: 'Inquiries (contact and form entries)' };
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
  /** The kind of entry (?kind=): a lead's kind, the inquiries, or newsletter subscribers. */
  kind?: InboxKind;
  status?: LeadStatus;
  /** YYYY-MM-DD, inclusive, days in the site's time zone (the queries take the zone). */
  from?: string;
  to?: string;
  spam: SpamFilter;
  /** A built form's id: only its entries. */
  form?: string;
  /**
   * Where the lead's visit came from (?source=, leads.visit_source exactly): a campaign's
   * utm_source or a referring host; '' for a direct visit (?source=direct); null for a lead
   * whose visit was not recorded (?source=none). Only leads have one.
   */
  visitSource?: string | null;
  /** The page the lead's visit began on (?landing=/services, leads.landing_page exactly); null: not recorded (?landing=none). */
  landing?: string | null;
};

/** The select filters of the list controls; 'All' (the default) is implied, except for spam whose default hides it. */
export const INBOX_FILTERS: readonly ListFilter[] = [
  { name: 'kind', label: 'Type', options: INBOX_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })) },
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

/** The ?source= of a direct visit (visit_source ''). */
export const DIRECT_SOURCE = 'direct';
/** The ?source= and ?landing= of a lead whose visit was not recorded (null). */
export const NOT_RECORDED = 'none';
const MAX_SOURCE = 200;
const MAX_LANDING = 500;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A visit source as the statistics store it (lower case, trimmed; 'direct' is '', 'none' null), else undefined. */
function visitSourceOf(value: string): string | null | undefined {
  const source = value.trim().toLowerCase();
  if (!source || source.length > MAX_SOURCE || CONTROL.test(source)) return undefined;
  if (source === NOT_RECORDED) return null;
  return source === DIRECT_SOURCE ? '' : source;
}

/** A landing page: a path of this site (/services), as the statistics store it ('none' is null), else undefined. */
function landingOf(value: string): string | null | undefined {
  const path = value.trim();
  if (path === NOT_RECORDED) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_LANDING || CONTROL.test(path)) return undefined;
  return path;
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
    kind: pick(INBOX_KINDS, get('kind')),
    status: pick(LEAD_STATUSES, get('status')),
    from: day(get('from')),
    to: day(get('to')),
    spam: pick(SPAM_FILTERS, get('spam')) ?? 'hide',
    form: UUID.test(get('form')) ? get('form').toLowerCase() : undefined,
    visitSource: visitSourceOf(get('source')),
    landing: landingOf(get('landing')),
  };
}

/** The same parameters in the shape of the shared list controls (the filter form). */
export function toListParams(params: InboxParams): ListParams {
  const filters: Record<string, string> = {};
  if (params.kind) filters.kind = params.kind;
  if (params.status) filters.status = params.status;
  if (params.from) filters.from = params.from;
  if (params.to) filters.to = params.to;
  if (params.spam !== 'hide') filters.spam = params.spam;
  if (params.form) filters.form = params.form;
  if (params.visitSource !== undefined) filters.source = params.visitSource === null ? NOT_RECORDED : params.visitSource || DIRECT_SOURCE;
  if (params.landing !== undefined) filters.landing = params.landing ?? NOT_RECORDED;
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

/** The filters the visit statistics link with, named in a note above the list (they have no field of their own). */
export function visitFilterNote(params: InboxParams): string | null {
  if (params.visitSource === undefined && params.landing === undefined && !params.from && !params.to) return null;
  const parts: string[] = [];
  if (params.visitSource !== undefined) parts.push(`Source: ${params.visitSource === null ? 'Not recorded' : params.visitSource || 'Direct'}`);
  if (params.landing !== undefined) parts.push(`Landing page: ${params.landing ?? 'Not recorded'}`);
  if (params.kind) parts.push(KIND_LABELS[params.kind]);
  if (params.from || params.to) parts.push(formatDayRange(params.from, params.to));
  return parts.join(' · ');
}

/** The same parameters without the ones visitFilterNote names: the note's remove link. */
export function withoutVisitFilters(params: InboxParams): InboxParams {
  return { ...params, kind: undefined, from: undefined, to: undefined, visitSource: undefined, landing: undefined };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const dayParts = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, day };
};

/** A range of days (YYYY-MM-DD, inclusive) in words: '1–25 Nov 2026', '28 Oct – 3 Nov 2026', 'From 1 Nov 2026', 'Until 25 Nov 2026'. */
export function formatDayRange(from?: string, to?: string): string {
  const text = (value: string) => {
    const { year, month, day } = dayParts(value);
    return `${day} ${month} ${year}`;
  };
  if (from && to) {
    const start = dayParts(from);
    const end = dayParts(to);
    if (from === to) return text(from);
    if (start.year !== end.year) return `${text(from)} – ${text(to)}`;
    if (start.month !== end.month) return `${start.day} ${start.month} – ${text(to)}`;
    return `${start.day}–${text(to)}`;
  }
  if (from) return `From ${text(from)}`;
  if (to) return `Until ${text(to)}`;
  return '';
}

/** A row's status as the list and the export show it (a subscriber's is subscribed/unsubscribed). */
export function statusLabel(row: { entry: 'lead' | 'subscriber'; status: string }): string {
  if (row.entry === 'subscriber') return isSubscriberStatus(row.status) ? SUBSCRIBER_STATUS_LABELS[row.status] : row.status;
  return STATUS_LABELS[row.status as LeadStatus] ?? row.status;
}

const received = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
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
