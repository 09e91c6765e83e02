// Whether a public form takes submissions (forms.is_active). Pages render from the cached read
// (tag 'site', dropped when staff switch a form); the server actions and /api/applications ask
// the database itself, so a page loaded before the switch cannot slip a submission through.
import 'server-only';
import { eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { forms } from '@/server/db/schema';
import { logger } from '@/server/logger';
import type { FormSlug } from './catalogue';

/** A form without a row (a database not seeded yet) takes submissions, as before the forms manager. */
export async function isFormAccepting(db: Pick<Database, 'select'>, slug: FormSlug): Promise<boolean> {
  const [row] = await db.select({ isActive: forms.isActive }).from(forms).where(eq(forms.slug, slug)).limit(1);
  return row?.isActive ?? true;
}

const readFormOpen = cached('isFormOpen', ['site'], async (slug: FormSlug) => isFormAccepting(await getDb(), slug));

/** For rendering: a failed read shows the form (logged; the submission is checked again anyway). */
export async function isFormOpenForDisplay(slug: FormSlug): Promise<boolean> {
  try {
    return await readFormOpen(slug);
  } catch (error) {
    logger.error({ err: error, slug }, 'reading the form status failed');
    return true;
  }
}
