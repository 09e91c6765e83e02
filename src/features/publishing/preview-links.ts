// 'Share preview' links (decision 085): /preview/share/{token}, where the token is the link's id and
// expiry signed with the app secret. Anyone with the link sees the record's working copy until it
// expires or is revoked; a token with one character changed fails its signature: 404 either way.
import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { CrudError, isUuid } from '@/features/admin/crud/server';
import type { Database } from '@/server/db/client';
import { previewLinks } from '@/server/db/schema';
import { sign, verify } from '@/server/signing';
import { collectionOf } from './collections';
import { auditStep } from './audit';
import type { Author, Collection } from './types';

export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_LINK_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
// Its own purpose in the signature: no other signed value of the app can pass for a preview link.
const PURPOSE = 'preview-link';

export type PreviewLink = { id: string; path: string; expiresAt: string; createdByName: string };

// {id}-{expiry in seconds}-{signature}: no dots, so no part of the site takes it for a file name.
const signatureOf = (id: string, seconds: string) => sign(`${PURPOSE}:${id}.${seconds}`).split('.').at(-1)!;
const tokenOf = (id: string, expiresAt: Date) => {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  return `${id}-${seconds}-${signatureOf(id, seconds)}`;
};

const previewLinkPath = (id: string, expiresAt: Date) => `/preview/share/${tokenOf(id, expiresAt)}`;

export async function createPreviewLink(
  db: Database,
  author: Author,
  input: { collection: Collection; id: string; days: number },
  now = new Date(),
): Promise<PreviewLink> {
  if (!(PREVIEW_LINK_DAYS as readonly number[]).includes(input.days)) throw new CrudError('Choose how long the link works: 1, 7 or 30 days.', 400);
  const collection = collectionOf(input.collection);
  // Whole seconds: the token carries the expiry in seconds and must name the stored one exactly.
  const expiresAt = new Date(Math.floor((now.getTime() + input.days * DAY_MS) / 1000) * 1000);
  return db.transaction(async (tx) => {
    const locked = await collection.lock(tx, input.id);
    if (!locked) throw new CrudError(`This ${collection.noun} no longer exists.`, 404);
    const [row] = await tx
      .insert(previewLinks)
      .values({ collection: input.collection, recordId: input.id, expiresAt, createdById: author.id, createdByName: author.name })
      .returning();
    await auditStep(tx, collection, author, input.id, 'preview-link.create', { title: locked.title, expiresAt: expiresAt.toISOString() });
    return { id: row!.id, path: previewLinkPath(row!.id, expiresAt), expiresAt: expiresAt.toISOString(), createdByName: row!.createdByName };
  });
}

export async function revokePreviewLink(db: Database, author: Author, input: { collection: Collection; id: string; linkId: string }): Promise<void> {
  const collection = collectionOf(input.collection);
  if (!isUuid(input.linkId)) throw new CrudError('That link no longer exists.', 404);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(previewLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(previewLinks.id, input.linkId),
          eq(previewLinks.collection, input.collection),
          eq(previewLinks.recordId, input.id),
          isNull(previewLinks.revokedAt),
        ),
      )
      .returning();
    if (!row) throw new CrudError('That link no longer exists.', 404);
    await auditStep(tx, collection, author, input.id, 'preview-link.revoke', { expiresAt: row.expiresAt.toISOString() });
  });
}

/** The record's links that still work, newest first. */
export async function activePreviewLinks(db: Database, collection: Collection, id: string, now = new Date()): Promise<PreviewLink[]> {
  const rows = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.collection, collection), eq(previewLinks.recordId, id), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt));
  return rows.map((row) => ({
    id: row.id,
    path: previewLinkPath(row.id, row.expiresAt),
    expiresAt: row.expiresAt.toISOString(),
    createdByName: row.createdByName,
  }));
}

/** What a token opens, or null (forged, changed, expired or revoked: the caller answers 404). */
export async function resolvePreviewLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ collection: Collection; recordId: string; expiresAt: Date } | null> {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,12})-([\w-]{20,100})$/.exec(token);
  if (!match) return null;
  const [, id, seconds, signature] = match;
  if (verify(`${PURPOSE}:${id}.${seconds}.${signature}`) === null) return null;
  const expiresAt = new Date(Number(seconds) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const [row] = await db
    .select()
    .from(previewLinks)
    .where(and(eq(previewLinks.id, id!), isNull(previewLinks.revokedAt)));
  if (!row || row.expiresAt.getTime() !== expiresAt.getTime() || row.expiresAt.getTime() <= now.getTime()) return null;
  return { collection: row.collection, recordId: row.recordId, expiresAt: row.expiresAt };
}
