// The live preview's drafts: the editor writes the unsaved page here while staff type, and the
// preview route (src/app/(site)/preview/page/[previewId]) draws it. Each row is one open editor
// (its id made by the editor), readable only by the user who wrote it; a day after its last
// write it is deleted.
import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pagePreviews } from '@/server/db/schema';
import { previewInputSchema, type PreviewInput, type PreviewPage } from './admin-schema';

const KEPT_MS = 24 * 60 * 60 * 1000;

/** Stores the editor's page under its preview id; another user's row with that id is left alone. */
export async function writePreview(db: Database, userId: string, { id, page }: PreviewInput): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(pagePreviews).where(lt(pagePreviews.updatedAt, new Date(now.getTime() - KEPT_MS)));
    await tx
      .insert(pagePreviews)
      .values({ id, userId, page, updatedAt: now })
      .onConflictDoUpdate({ target: pagePreviews.id, set: { page, updatedAt: now }, setWhere: eq(pagePreviews.userId, userId) });
  });
}

/** The page last written under `id` by this user, or null. */
export async function readPreview(db: Database, userId: string, id: string): Promise<PreviewPage | null> {
  const [row] = await db
    .select({ page: pagePreviews.page })
    .from(pagePreviews)
    .where(and(eq(pagePreviews.id, id), eq(pagePreviews.userId, userId)))
    .limit(1);
  const parsed = row && previewInputSchema.shape.page.safeParse(row.page);
  return parsed?.success ? parsed.data : null;
}
