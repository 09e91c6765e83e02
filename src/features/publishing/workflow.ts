// Drafts, versions, publish and unpublish, the same for every collection (decision 085). Each step
// is one transaction that first locks the record, so two saves of one page run one after the
// other, and each writes its audit entry in that transaction. Publish and unpublish raise their
// webhook event ('page.published', 'case_study.unpublished'...) in that transaction too, so a
// scheduled publish sends it as well (decision 088).
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/audit/record';
import { CrudError } from '@/features/admin/crud/server';
import { emitWebhookEvent } from '@/features/webhooks/emit';
import { recordEvent } from '@/features/webhooks/events';
import type { Database } from '@/server/db/client';
import { contentVersions, drafts, previewLinks, publishSchedules, VERSION_KINDS } from '@/server/db/schema';
import { auditStep } from './audit';
import type { Author, Collection, Issue, PublishableCollection, Tx } from './types';

type VersionKind = (typeof VERSION_KINDS)[number];
type AnyCollection = PublishableCollection<Record<string, unknown>>;

/** The working copy's state as the editor tracks it. */
export type DraftState = { revision: number; savedAt: string; savedByName: string | null };

/** Someone else saved since the editor opened its copy: theirs stays, ours is kept as a version. */
export type Conflict = { byName: string; at: string; revision: number; keptAs: number };

export type SaveOutcome = { ok: true; state: DraftState; version?: number } | { ok: false; conflict: Conflict } | { ok: false; issues: Issue[] };

const notFound = (collection: AnyCollection) => new CrudError(`This ${collection.noun} no longer exists.`, 404);

async function lockOrThrow(tx: Tx, collection: AnyCollection, id: string) {
  const locked = await collection.lock(tx, id);
  if (!locked) throw notFound(collection);
  return locked;
}

async function draftRow(tx: Pick<Tx, 'select'>, collection: Collection, id: string) {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(and(eq(drafts.collection, collection), eq(drafts.recordId, id)));
  return row ?? null;
}

async function writeDraft(
  tx: Tx,
  collection: Collection,
  id: string,
  data: Record<string, unknown> | null,
  author: Author | null,
  revision: number,
): Promise<DraftState> {
  const savedAt = new Date();
  const values = { data, revision, savedAt, savedById: author?.id ?? null, savedByName: author?.name ?? null };
  await tx
    .insert(drafts)
    .values({ collection, recordId: id, ...values })
    .onConflictDoUpdate({ target: [drafts.collection, drafts.recordId], set: values });
  return { revision, savedAt: savedAt.toISOString(), savedByName: values.savedByName };
}

async function addVersion(
  tx: Tx,
  collection: Collection,
  id: string,
  kind: VersionKind,
  data: Record<string, unknown>,
  author: { id: string | null; name: string },
  note?: string | null,
): Promise<number> {
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${contentVersions.number}), 0)::int + 1` })
    .from(contentVersions)
    .where(and(eq(contentVersions.collection, collection), eq(contentVersions.recordId, id)));
  await tx
    .insert(contentVersions)
    .values({ collection, recordId: id, number: next, kind, data, note: note?.trim() || null, authorId: author.id, authorName: author.name });
  return next;
}

/** JSON with its keys in one order: a document read back from jsonb has its keys reordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sameData = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * A recent version holding exactly `data` (by this author, when given): a copy already kept is
 * not kept twice, such as a refused copy sent again by its autosave and then by its Save button.
 */
async function keptVersion(tx: Tx, collection: Collection, id: string, data: unknown, authorId?: string | null): Promise<number | null> {
  const recent = await tx
    .select({ number: contentVersions.number, authorId: contentVersions.authorId, data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.collection, collection), eq(contentVersions.recordId, id)))
    .orderBy(desc(contentVersions.number))
    .limit(5);
  return recent.find((version) => (authorId === undefined || version.authorId === authorId) && sameData(version.data, data))?.number ?? null;
}

type DraftRow = NonNullable<Awaited<ReturnType<typeof draftRow>>>;

/** Keeps the working copy as a version of whoever saved it, unless a recent version already holds it (only an autosave wrote it). */
async function keepUnversionedDraft(tx: Tx, collection: Collection, id: string, current: DraftRow, kind: VersionKind, note: string, fallbackName: string) {
  if (!current.data || (await keptVersion(tx, collection, id, current.data)) !== null) return;
  await addVersion(tx, collection, id, kind, current.data, { id: current.savedById, name: current.savedByName ?? fallbackName }, note);
}

/**
 * The refused save is kept as a version of its author, and so is the working copy that won when
 * it exists in no version yet (an autosave): whichever the editor then chooses, nothing is lost.
 */
async function keepBoth(tx: Tx, collection: Collection, id: string, current: DraftRow, mine: Record<string, unknown>, author: Author): Promise<Conflict> {
  await keepUnversionedDraft(tx, collection, id, current, 'conflict', 'Their copy when two edits met', 'Someone');
  const keptAs =
    (await keptVersion(tx, collection, id, mine, author.id)) ??
    (await addVersion(tx, collection, id, 'conflict', mine, author, 'Your copy when two edits met'));
  return { byName: current.savedByName ?? 'Someone', at: current.savedAt.toISOString(), revision: current.revision, keptAs };
}

/**
 * Saves the working copy. `baseRevision` is the revision the editor's copy started from: if the
 * draft moved on meanwhile, nothing is overwritten and the answer says who saved. An autosave is
 * checked only for shape; a manual save is checked fully and becomes a version.
 */
export async function saveDraft(
  db: Database,
  collection: AnyCollection,
  author: Author,
  input: { id: string; baseRevision: number; data: unknown; manual: boolean; note?: string },
): Promise<SaveOutcome> {
  const parsed = collection.draftSchema.safeParse(input.data);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const data = parsed.data;
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const locked = await lockOrThrow(tx, collection, input.id);
    if (input.manual) {
      const issues = await collection.check(tx, data, input.id);
      if (issues.length > 0) return { ok: false, issues };
    }
    const current = await draftRow(tx, collection.collection, input.id);
    const revision = current?.revision ?? 0;
    if (current && revision !== input.baseRevision) return { ok: false, conflict: await keepBoth(tx, collection.collection, input.id, current, data, author) };
    const state = await writeDraft(tx, collection.collection, input.id, data, author, revision + 1);
    if (!input.manual) return { ok: true, state };
    const version = await addVersion(tx, collection.collection, input.id, 'save', data, author, input.note);
    await auditStep(tx, collection, author, input.id, 'save', { title: locked.title, version, ...(input.note?.trim() && { note: input.note.trim() }) });
    return { ok: true, state, version };
  });
}

/**
 * Publishes: the given document (the editor's copy, checked against `baseRevision` like a save),
 * else the working copy, else what is published now (putting an unpublished record back online).
 * Runs inside `tx` so the schedule worker can claim and publish in one transaction.
 */
export async function publishIn(
  tx: Tx,
  collection: AnyCollection,
  author: Author,
  input: { id: string; baseRevision?: number; data?: unknown; note?: string; scheduled?: boolean },
): Promise<SaveOutcome> {
  const locked = await lockOrThrow(tx, collection, input.id);
  const current = await draftRow(tx, collection.collection, input.id);
  let data: Record<string, unknown>;
  if (input.data !== undefined) {
    const parsed = collection.draftSchema.safeParse(input.data);
    if (!parsed.success) return { ok: false, issues: parsed.error.issues };
    data = parsed.data;
    if (current && current.revision !== input.baseRevision)
      return { ok: false, conflict: await keepBoth(tx, collection.collection, input.id, current, data, author) };
  } else {
    data = current?.data ?? (await collection.publishedDoc(tx, input.id));
  }
  const issues = await collection.check(tx, data, input.id);
  if (issues.length > 0) return { ok: false, issues };
  await collection.apply(tx, author, input.id, data);
  const version = await addVersion(tx, collection.collection, input.id, 'publish', data, author, input.note);
  const state = await writeDraft(tx, collection.collection, input.id, null, author, (current?.revision ?? 0) + 1);
  await recordAudit(tx, {
    action: `${collection.entityType}.publish`,
    ...(input.scheduled ? { system: true } : { actor: author, ipAddress: author.ipAddress }),
    entityType: collection.entityType,
    entityId: input.id,
    details: { title: locked.title, version, ...(input.scheduled && { scheduled: true, scheduledBy: author.name }) },
  });
  await emitWebhookEvent(tx, recordEvent(collection.entityType, 'published'), async () => ({
    ...(await liveSummary(tx, collection, input.id)),
    version,
    wasPublished: locked.isPublished,
  }));
  return { ok: true, state, version };
}

/** What a webhook says of a published record: its id, title and address as visitors see them. */
async function liveSummary(tx: Tx, collection: AnyCollection, id: string) {
  const doc = await collection.publishedDoc(tx, id);
  return { id, title: doc.title, slug: doc.slug };
}

export async function publish(db: Database, collection: AnyCollection, author: Author, input: Parameters<typeof publishIn>[3]): Promise<SaveOutcome> {
  const outcome = await db.transaction((tx) => publishIn(tx, collection, author, input));
  if (outcome.ok) collection.invalidate();
  return outcome;
}

/** Takes the record off the site; its working copy and versions stay. */
export async function unpublishIn(tx: Tx, collection: AnyCollection, author: Author, id: string, options: { scheduled?: boolean } = {}): Promise<void> {
  const locked = await lockOrThrow(tx, collection, id);
  if (!locked.canUnpublish) throw new CrudError(`This ${collection.noun} is part of the site and cannot be unpublished.`, 409);
  await collection.unpublish(tx, id);
  await emitWebhookEvent(tx, recordEvent(collection.entityType, 'unpublished'), () => liveSummary(tx, collection, id));
  await recordAudit(tx, {
    action: `${collection.entityType}.unpublish`,
    ...(options.scheduled ? { system: true } : { actor: author, ipAddress: author.ipAddress }),
    entityType: collection.entityType,
    entityId: id,
    details: { title: locked.title, ...(options.scheduled && { scheduled: true, scheduledBy: author.name }) },
  });
}

export async function unpublish(db: Database, collection: AnyCollection, author: Author, id: string): Promise<void> {
  await db.transaction((tx) => unpublishIn(tx, collection, author, id));
  collection.invalidate();
}

/** Makes a version the working copy (visitors see it once published), itself kept as a new version. */
export async function restoreVersion(
  db: Database,
  collection: AnyCollection,
  author: Author,
  input: { id: string; versionId: string },
): Promise<{ state: DraftState; version: number; restored: number }> {
  return db.transaction(async (tx) => {
    const locked = await lockOrThrow(tx, collection, input.id);
    const [source] = await tx
      .select({ number: contentVersions.number, data: contentVersions.data })
      .from(contentVersions)
      .where(and(eq(contentVersions.id, input.versionId), eq(contentVersions.collection, collection.collection), eq(contentVersions.recordId, input.id)));
    if (!source) throw new CrudError('That version no longer exists.', 404);
    const current = await draftRow(tx, collection.collection, input.id);
    // The draft it replaces stays in the history, even one only autosaved.
    if (current)
      await keepUnversionedDraft(tx, collection.collection, input.id, current, 'save', `The draft before restoring version ${source.number}`, author.name);
    const state = await writeDraft(tx, collection.collection, input.id, source.data, author, (current?.revision ?? 0) + 1);
    const version = await addVersion(tx, collection.collection, input.id, 'restore', source.data, author, `Restored version ${source.number}`);
    await auditStep(tx, collection, author, input.id, 'restore', { title: locked.title, restored: source.number, version });
    return { state, version, restored: source.number };
  });
}

/** The record's draft (null when it has no changes since publishing) and the state the editor starts from. */
export async function readDraft<Doc extends Record<string, unknown>>(db: Pick<Tx, 'select'>, collection: PublishableCollection<Doc>, id: string) {
  const row = await draftRow(db, collection.collection, id);
  const parsed = row?.data ? collection.draftSchema.safeParse(row.data) : null;
  const state: DraftState = { revision: row?.revision ?? 0, savedAt: (row?.savedAt ?? new Date(0)).toISOString(), savedByName: row?.savedByName ?? null };
  return { draft: parsed?.success ? parsed.data : null, state };
}

/** The document to show: the working copy, else what is published; with its revision. */
export async function workingCopy<Doc extends Record<string, unknown>>(db: Database, collection: PublishableCollection<Doc>, id: string) {
  const { draft, state } = await readDraft(db, collection, id);
  return { doc: draft ?? (await collection.publishedDoc(db as Tx, id)), hasDraft: draft !== null, state };
}

/** A deleted record's drafts, versions, schedules and preview links go with it (same transaction). */
export async function forgetRecord(tx: Tx, collection: Collection, id: string): Promise<void> {
  await tx.delete(drafts).where(and(eq(drafts.collection, collection), eq(drafts.recordId, id)));
  await tx.delete(contentVersions).where(and(eq(contentVersions.collection, collection), eq(contentVersions.recordId, id)));
  await tx.delete(publishSchedules).where(and(eq(publishSchedules.collection, collection), eq(publishSchedules.recordId, id)));
  await tx.delete(previewLinks).where(and(eq(previewLinks.collection, collection), eq(previewLinks.recordId, id)));
}
