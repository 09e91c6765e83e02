// What the admin lists of a publishable collection (pages, case studies) show of the workflow: the
// Status filter (Published, Published with changes, Draft) and, per row, whether it has changes
// waiting (and the title they give it) and its next scheduled publish or unpublish.
import 'server-only';
import { and, asc, eq, exists, inArray, isNotNull, isNull, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { chosenFilter, type ListFilter, type ListParams } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { drafts, publishSchedules } from '@/server/db/schema';
import type { Collection } from './types';

const STATES = ['published', 'changed', 'draft'] as const;

export const PUBLISHING_STATUS_FILTER: ListFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'published', label: 'Published' },
    { value: 'changed', label: 'Published, with changes' },
    { value: 'draft', label: 'Draft' },
  ],
};

export type PublishingRowStatus = {
  /** Changes saved since it was last published (decision 085). */
  hasDraft: boolean;
  /** The title staff are working on, when the draft has one of its own: the list shows it. */
  draftTitle: string | null;
  /** The next scheduled publish or unpublish. */
  nextSchedule: { action: 'publish' | 'unpublish'; runAt: Date } | null;
};

/** The condition of the Status filter the URL chose (undefined: every record). */
export function publishingStatusCondition(
  params: ListParams,
  collection: Collection,
  columns: { id: AnyColumn; isPublished: AnyColumn },
  db: Database,
): SQL | undefined {
  const state = chosenFilter(params, PUBLISHING_STATUS_FILTER.name, STATES);
  if (!state) return undefined;
  if (state === 'draft') return eq(columns.isPublished, false);
  const changed = exists(
    db
      .select({ one: drafts.recordId })
      .from(drafts)
      .where(and(eq(drafts.collection, collection), eq(drafts.recordId, columns.id), isNotNull(drafts.data))),
  );
  return and(eq(columns.isPublished, true), state === 'changed' ? changed : not(changed));
}

/** Each listed record's changes and next schedule, by id. */
export async function publishingRowStatus(db: Database, collection: Collection, ids: string[]): Promise<Map<string, PublishingRowStatus>> {
  const [withDrafts, schedules] = ids.length
    ? await Promise.all([
        db
          .select({ id: drafts.recordId, title: sql<string | null>`${drafts.data}->>'title'` })
          .from(drafts)
          .where(and(eq(drafts.collection, collection), inArray(drafts.recordId, ids), isNotNull(drafts.data))),
        db
          .select({ id: publishSchedules.recordId, action: publishSchedules.action, runAt: publishSchedules.runAt })
          .from(publishSchedules)
          .where(and(eq(publishSchedules.collection, collection), inArray(publishSchedules.recordId, ids), isNull(publishSchedules.doneAt)))
          .orderBy(asc(publishSchedules.runAt)),
      ])
    : [[], []];
  return new Map(
    ids.map((id) => {
      const next = schedules.find((schedule) => schedule.id === id);
      const draft = withDrafts.find((row) => row.id === id);
      return [
        id,
        { hasDraft: Boolean(draft), draftTitle: draft?.title?.trim() || null, nextSchedule: next ? { action: next.action, runAt: next.runAt } : null },
      ];
    }),
  );
}

/** A listed row with its status, titled as staff are working on it (the draft's title, else the published one). */
export function withWorkingTitle<Row extends { title: string }>(row: Row, status: PublishingRowStatus): Row & PublishingRowStatus {
  return { ...row, ...status, title: status.draftTitle ?? row.title };
}
