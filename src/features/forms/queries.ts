// Reading built forms for the site: the form a page's block shows (cached with the site's tag,
// dropped when staff save a form or its last place is taken), and the list the page editor's
// form picker offers.
import 'server-only';
import { asc } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb, type Database } from '@/server/db/client';
import { forms } from '@/server/db/schema';
import { isBuiltInForm } from './catalogue';
import { readDefinition, type PublicForm } from './definition';
import { countEntries } from './entries';
import { readForm } from './submit';

export type PageForm = { form: PublicForm; entryCount: number | null };

/** A form and, when it has an entry limit, how many entries it holds (spam not counted). */
export async function readPageForm(db: Database, id: string): Promise<PageForm | null> {
  const form = await readForm(db, id);
  if (!form || isBuiltInForm(form.slug)) return null;
  if (form.settings.entryLimit === null) return { form, entryCount: null };
  return { form, entryCount: await countEntries(db, id) };
}

export const getPageForm = cached('pageForm', ['site'], async (id: string) => readPageForm(await getDb(), id));

export type PlaceableForm = { id: string; name: string; isActive: boolean };

/** The forms staff built (the four built-in ones have blocks of their own), by name. */
export async function listPlaceableForms(db: Database): Promise<PlaceableForm[]> {
  const rows = await db.select().from(forms).orderBy(asc(forms.name));
  return rows.filter((row) => !isBuiltInForm(row.slug) && readDefinition(row)).map((row) => ({ id: row.id, name: row.name, isActive: row.isActive }));
}
