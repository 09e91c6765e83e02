import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { mediaFiles } from '@/server/db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getMediaFile(id: string) {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return file ?? null;
}
