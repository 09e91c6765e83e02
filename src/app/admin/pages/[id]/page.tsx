import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { getAdminPage, getEditedPage, listLinkablePages } from '@/features/pages/admin-queries';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { isUuid } from '@/features/admin/crud/server';
import { publishingPanels } from '@/features/publishing/panels';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const page = await getAdminPage(await getDb(), (await params).id);
  return { title: page ? `Edit ${page.title}` : 'Page not found' };
}

export default async function EditPagePage({ params }: Props) {
  await connection();
  const { id } = await params;
  await requireRoleForPage('editor', `/admin/pages/${id}`);
  const db = await getDb();
  const [record, pages, forms, timeZone, panels] = await Promise.all([
    getEditedPage(db, id),
    listLinkablePages(db),
    listPlaceableForms(db),
    getSiteTimeZone(),
    isUuid(id) ? publishingPanels(db, 'page', id) : null,
  ]);
  if (!record || !panels) notFound();
  // A post is edited where posts are (its editor offers its own fields).
  if (record.kind === 'post') redirect(`/admin/posts/${id}`);
  // A new key per page: opening another page starts a fresh editor (and preview).
  return <PageEditor key={record.id} record={record} pages={pages} forms={forms} siteUrl={env().siteUrl} panels={panels} timeZone={timeZone} />;
}
