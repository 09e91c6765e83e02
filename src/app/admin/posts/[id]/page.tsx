import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { getAdminPage, getEditedPage, listLinkablePages } from '@/features/pages/admin-queries';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { isUuid } from '@/features/admin/crud/server';
import { postEditorChoices } from '@/features/posts/admin-queries';
import { publishingPanels } from '@/features/publishing/panels';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const post = await getAdminPage(await getDb(), (await params).id);
  return { title: post ? `Edit ${post.title}` : 'Post not found' };
}

export default async function EditPostPage({ params }: Props) {
  await connection();
  const { id } = await params;
  await requireRoleForPage('editor', `/admin/posts/${id}`);
  const db = await getDb();
  const [record, pages, forms, choices, timeZone, panels] = await Promise.all([
    getEditedPage(db, id),
    listLinkablePages(db),
    listPlaceableForms(db),
    postEditorChoices(db),
    getSiteTimeZone(),
    isUuid(id) ? publishingPanels(db, 'page', id) : null,
  ]);
  if (!record || !panels) notFound();
  // A page opened here is edited where pages are.
  if (record.kind !== 'post') redirect(`/admin/pages/${id}`);
  return <PageEditor key={record.id} record={record} pages={pages} forms={forms} {...choices} siteUrl={env().siteUrl} panels={panels} timeZone={timeZone} />;
}
