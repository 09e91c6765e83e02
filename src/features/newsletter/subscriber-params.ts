// The subscribers list's query parameters (?q=acme&status=pending&after=...), shared by the page
// and the CSV export so both read the same rows. Plain code: no server imports.
import { keysetQuery, parseKeysetRequest, type KeysetRequest } from '@/features/admin/crud/keyset';
import type { ListFilter } from '@/features/admin/crud/server';
import { NEWSLETTER_STATUSES } from '@/server/db/enums';
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from './statuses';

export type SubscriberListParams = { q: string; status?: SubscriberStatus; page: KeysetRequest };

export const SUBSCRIBER_FILTERS: readonly ListFilter[] = [
  { name: 'status', label: 'Status', options: NEWSLETTER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] })) },
];

export function parseSubscriberParams(raw: Record<string, string | string[] | undefined> | URLSearchParams): SubscriberListParams {
  const get = (name: string) => {
    const value = raw instanceof URLSearchParams ? raw.get(name) : raw[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return { q: get('q').trim().slice(0, 100), status: NEWSLETTER_STATUSES.find((status) => status === get('status')), page: parseKeysetRequest(get, 'uuid') };
}

/** The query string of the list's filters (and a page), for links and the export. */
export function subscriberQuery(params: SubscriberListParams, page: KeysetRequest = {}): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.status) query.set('status', params.status);
  for (const [name, value] of keysetQuery(page)) query.set(name, value);
  return query.toString();
}
