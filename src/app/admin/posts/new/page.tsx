import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { listLinkablePages } from '@/features/pages/admin-queries';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { postEditorChoices } from '@/features/posts/admin-queries';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

export const metadata: Metadata = { title: 'New post' };

export default async function NewPostPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/posts/new');
  const db = await getDb();
  const [pages, forms, choices, timeZone] = await Promise.all([listLinkablePages(db), listPlaceableForms(db), postEditorChoices(db), getSiteTimeZone()]);
  return <PageEditor record={null} kind="post" pages={pages} forms={forms} {...choices} siteUrl={env().siteUrl} timeZone={timeZone} />;
}
