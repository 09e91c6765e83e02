import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { contentItems } from '@/server/db/schema';

export type Announcement = {
  id: string;
  title: string;
  text: string;
  /** id and last change: a dismissal remembers this, so a new or edited announcement shows again. */
  version: string;
};

/** The banner of every public page: the newest published announcement (as the admin list orders them), or null. */
export const getCurrentAnnouncement = cached('getCurrentAnnouncement', ['content'], async (): Promise<Announcement | null> => {
  const db = await getDb();
  const [row] = await db
    .select({ id: contentItems.id, title: contentItems.title, content: contentItems.content, updatedAt: contentItems.updatedAt })
    .from(contentItems)
    .where(and(eq(contentItems.type, 'announcement'), eq(contentItems.status, 'published')))
    .orderBy(desc(contentItems.createdAt), desc(contentItems.id))
    .limit(1);
  if (!row) return null;
  const text = typeof row.content?.text === 'string' ? row.content.text.trim() : '';
  return { id: row.id, title: row.title, text, version: `${row.id}:${row.updatedAt.toISOString()}` };
});
