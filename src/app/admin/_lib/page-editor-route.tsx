// The page editor's routes: /admin/pages/new, /admin/pages/[id] and the same for posts. Pages and
// posts share one editor; a post's also offers its authors and categories, and a record opened at
// the other kind's address is sent there.
import 'server-only';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { isUuid } from '@/features/admin/crud/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { getAdminPage, getEditedPage, listLinkablePages } from '@/features/pages/admin-queries';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { postEditorChoices } from '@/features/posts/admin-queries';
import { publishingPanels } from '@/features/publishing/panels';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb, type Database } from '@/server/db/client';
import { env } from '@/server/env';

type Kind = 'page' | 'post';

const ADDRESS: Record<Kind, string> = { page: '/admin/pages', post: '/admin/posts' };

export type SavedRecordProps = { params: Promise<{ id: string }> };

/** What the editor offers besides the record: the pages and forms to link to, a post's authors and categories. */
async function editorChoices(db: Database, kind: Kind) {
  const [pages, forms, choices, timeZone] = await Promise.all([
    listLinkablePages(db),
    listPlaceableForms(db),
    kind === 'post' ? postEditorChoices(db) : {},
    getSiteTimeZone(),
  ]);
  return { kind, pages, forms, ...choices, timeZone, siteUrl: env().siteUrl };
}

/** The editor's props for a new page or post. */
export async function newRecordEditor(kind: Kind) {
  await connection();
  await requireRoleForPage('editor', `${ADDRESS[kind]}/new`);
  return { record: null, ...(await editorChoices(await getDb(), kind)) };
}

/** The editor of a saved page or post; 404 for an unknown id. */
export async function savedRecordScreen(kind: Kind, params: SavedRecordProps['params']) {
  const { id } = await params;
  await connection();
  await requireRoleForPage('editor', `${ADDRESS[kind]}/${id}`);
  const db = await getDb();
  const [record, choices, panels] = await Promise.all([getEditedPage(db, id), editorChoices(db, kind), isUuid(id) ? publishingPanels(db, 'page', id) : null]);
  if (!record || !panels) notFound();
  if (record.kind !== kind) redirect(`${ADDRESS[record.kind]}/${id}`);
  // A new key per record: opening another one starts a fresh editor (and preview).
  return <PageEditor key={record.id} record={record} panels={panels} {...choices} />;
}

/** The edit screen's title: the record's own. */
export async function savedRecordTitle(kind: Kind, params: SavedRecordProps['params']): Promise<Metadata> {
  const { id } = await params;
  await connection();
  const record = await getAdminPage(await getDb(), id);
  return { title: record ? `Edit ${record.title}` : kind === 'post' ? 'Post not found' : 'Page not found' };
}
