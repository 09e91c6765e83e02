// What the publishing workflow needs to know of a collection (pages, case studies): how to read and lock
// its records, how lenient a working copy may be, how strict a published one must be, and how to
// make a document the published one. Decision 085.
import type { z } from 'zod';
import type { CrudActor } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import type { PUBLISHABLE_COLLECTIONS } from '@/server/db/schema';

export type Collection = (typeof PUBLISHABLE_COLLECTIONS)[number];

/** Who does it: the signed-in user, with the name the history shows. */
export type Author = CrudActor & { name: string };

/** A transaction or the database: every step below runs inside the caller's transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Issue = { message: string; path: readonly PropertyKey[] };

export type PublishableCollection<Doc extends Record<string, unknown>> = {
  collection: Collection;
  /** The audit log's entity type and the start of its actions ('page' -> 'page.publish'). */
  entityType: string;
  /** 'page', as sentences name it. */
  noun: string;
  /** How the history names each field of the document but its blocks ('slug' -> 'address'). */
  fieldLabels: Record<Exclude<keyof Doc, 'blocks'>, string>;
  /** Locks the record for the transaction; null when there is none. */
  lock(tx: Tx, id: string): Promise<{ title: string; isPublished: boolean; canUnpublish: boolean } | null>;
  /** The record as visitors see it (or would, once published), as a document. */
  publishedDoc(tx: Tx, id: string): Promise<Doc>;
  /** What a working copy may hold: lenient (half-typed work is kept), but bounded and of the right shape. */
  draftSchema: z.ZodType<Doc, unknown>;
  /** The problems that keep the document from being saved as a version or published (none: []). */
  check(tx: Tx, doc: Doc, id: string): Promise<Issue[]>;
  /** Makes `doc` what visitors see; throws a CrudError when it cannot (an address another page took). */
  apply(tx: Tx, author: Author, id: string, doc: Doc): Promise<void>;
  /** Takes the record off the site; throws a CrudError when it cannot be (a built-in page). */
  unpublish(tx: Tx, id: string): Promise<void>;
  /** Drops the caches of what visitors see. */
  invalidate(): void;
};
