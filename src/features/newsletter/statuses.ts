// Labels of the newsletter's states, for the admin screens, the leads inbox and the CSV export.
// Plain code: client components import it.
import { NEWSLETTER_ISSUE_STATUSES, NEWSLETTER_STATUSES } from '@/server/db/enums';

export type SubscriberStatus = (typeof NEWSLETTER_STATUSES)[number];
export type IssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

export const ISSUE_STATUS_LABELS: Record<IssueStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

export const isSubscriberStatus = (value: unknown): value is SubscriberStatus => (NEWSLETTER_STATUSES as readonly unknown[]).includes(value);
