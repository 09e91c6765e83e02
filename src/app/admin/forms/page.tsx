import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { listAdminForms } from '@/features/forms/admin-queries';
import { FormsManager } from '@/features/forms/forms-manager';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Forms' };

export default async function AdminFormsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/forms');
  const params = parseListParams(await searchParams);
  const list = await listAdminForms(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'forms list failed');
    return null;
  });
  const controls = list && (
    <CrudListControls
      path="/admin/forms"
      params={params}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by name or slug"
      plural="forms"
    />
  );
  return <FormsManager forms={list?.rows ?? []} controls={controls} loadFailed={!list} />;
}
