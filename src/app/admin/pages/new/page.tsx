import type { Metadata } from 'next';
import { connection } from 'next/server';
import { listPlaceableForms } from '@/features/forms/queries';
import { listLinkablePages } from '@/features/pages/admin-queries';
import { PageEditor } from '@/features/pages/editor/page-editor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

export const metadata: Metadata = { title: 'New page' };

export default async function NewPagePage() {
  await connection();
  await requireRoleForPage('editor', '/admin/pages/new');
  const db = await getDb();
  const [pages, forms, timeZone] = await Promise.all([listLinkablePages(db), listPlaceableForms(db), getSiteTimeZone()]);
  return <PageEditor record={null} pages={pages} forms={forms} siteUrl={env().siteUrl} timeZone={timeZone} />;
}
