// What the post editor needs besides the page editor's own reads: the authors to choose from
// and the categories already in use.
import 'server-only';
import { listAuthors } from '@/features/authors/queries';
import type { Database } from '@/server/db/client';
import type { AuthorChoice } from '@/features/pages/editor/page-editor';
import { listCategoryLabels } from './queries';

export async function postEditorChoices(db: Database): Promise<{ authors: AuthorChoice[]; categoryLabels: string[] }> {
  const [people, categoryLabels] = await Promise.all([listAuthors(db), listCategoryLabels()]);
  return { authors: people.map(({ id, name, jobTitle }) => ({ id, name, jobTitle })), categoryLabels };
}
