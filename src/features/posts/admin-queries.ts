// What the post editor needs besides the page editor's own reads: the authors to choose from
// and the categories already in use.
import 'server-only';
import { asc } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { authors } from '@/server/db/schema';
import type { AuthorChoice } from '@/features/pages/editor/page-editor';
import { listCategoryLabels } from './queries';

export async function postEditorChoices(db: Database): Promise<{ authors: AuthorChoice[]; categoryLabels: string[] }> {
  const [people, categoryLabels] = await Promise.all([db.select({ id: authors.id, name: authors.name, jobTitle: authors.jobTitle }).from(authors).orderBy(asc(authors.name)).limit(500), listCategoryLabels()]);
  return { authors: people, categoryLabels };
}
