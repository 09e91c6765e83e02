// A record's version history, and what differs between two documents: the blocks (the history
// names them, and a version's preview outlines them) and the other fields.
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '@/features/admin/crud/server';
import { isBlockType } from '@/features/blocks/parse';
import { blockTitle, type EditorBlock } from '@/features/pages/editor/editor-model';
import type { Database } from '@/server/db/client';
import { contentVersions, VERSION_KINDS } from '@/server/db/schema';
import { collectionOf } from './collections';
import type { Collection } from './types';

export type VersionKind = (typeof VERSION_KINDS)[number];

export type VersionSummary = {
  id: string;
  number: number;
  kind: VersionKind;
  note: string | null;
  authorName: string;
  createdAt: string;
  /** Against the version before it: blocks changed, added and removed, and the other fields changed (null for the first). */
  changes: BlockChanges | null;
};

type AnyBlock = { id?: unknown; type?: unknown; [key: string]: unknown };
export type BlockChanges = { changed: string[]; added: string[]; removed: string[]; fields: string[] };

const blocksOf = (data: unknown): AnyBlock[] => {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) ? (blocks as AnyBlock[]) : [];
};

/** The ids of the blocks of `doc` that are new or different compared with `base` (moves aside). */
export function changedBlockIds(doc: unknown, base: unknown): Set<string> {
  const before = new Map(blocksOf(base).map((block) => [String(block.id), JSON.stringify(block)]));
  return new Set(
    blocksOf(doc)
      .filter((block) => before.get(String(block.id)) !== JSON.stringify(block))
      .map((block) => String(block.id)),
  );
}

/** A block as the editor names it: 'FAQ', 'Hero: Build faster'. */
const label = (block: AnyBlock) => (isBlockType(block.type) ? blockTitle(block as EditorBlock) : 'A block');

/** What changed from `base` to `doc`: each block named as the editor names it, each other field by its label. */
export function blockChanges(doc: unknown, base: unknown, fieldLabels: Record<string, string>): BlockChanges {
  const after = blocksOf(doc);
  const before = blocksOf(base);
  const beforeById = new Map(before.map((block) => [String(block.id), block]));
  const afterIds = new Set(after.map((block) => String(block.id)));
  const changed: string[] = [];
  const added: string[] = [];
  for (const block of after) {
    const old = beforeById.get(String(block.id));
    if (!old) added.push(label(block));
    else if (JSON.stringify(old) !== JSON.stringify(block)) changed.push(label(block));
  }
  const removed = before.filter((block) => !afterIds.has(String(block.id))).map(label);
  const field = (data: unknown, key: string) => JSON.stringify((data as Record<string, unknown> | null)?.[key] ?? null);
  const fields = Object.entries(fieldLabels)
    .filter(([key]) => field(doc, key) !== field(base, key))
    .map(([, name]) => name);
  return { changed, added, removed, fields };
}

/** The newest `limit` versions, each with what it changed from the one before. */
export async function listVersions(db: Database, collection: Collection, id: string, limit = 50): Promise<VersionSummary[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.collection, collection), eq(contentVersions.recordId, id)))
    .orderBy(desc(contentVersions.number))
    .limit(limit + 1);
  return rows.slice(0, limit).map((row, index) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    note: row.note,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    // The oldest one shown has a version before it unless it is number 1.
    changes: rows[index + 1] ? blockChanges(row.data, rows[index + 1]!.data, collectionOf(collection).fieldLabels) : null,
  }));
}

export async function getVersion(db: Database, versionId: string) {
  if (!isUuid(versionId)) return null;
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, versionId));
  return row ?? null;
}
