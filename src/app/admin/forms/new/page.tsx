import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FormBuilder } from '@/features/forms/builder/form-builder';
import { listLinkablePages } from '@/features/pages/admin-queries';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'New form' };

export default async function NewFormPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/forms/new');
  const [pages, timeZone] = await Promise.all([listLinkablePages(await getDb()), getSiteTimeZone()]);
  return <FormBuilder record={null} pages={pages} timeZone={timeZone} />;
}
