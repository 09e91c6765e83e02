import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { parseListParams } from '@/features/admin/crud/server';
import { CASE_STUDY_LIST_FILTERS, listAdminCaseStudies } from '@/features/case-studies/admin-queries';
import { CaseStudiesManager } from '@/features/case-studies/case-studies-manager';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'Case Studies Management' };

export default async function AdminCaseStudiesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  await requireRoleForPage('editor', '/admin/case-studies');
  const params = parseListParams(await searchParams, CASE_STUDY_LIST_FILTERS);
  const list = await listAdminCaseStudies(await getDb(), params).catch((error: unknown) => {
    logger.error({ err: error }, 'case studies list failed');
    return null;
  });
  const controls = list && (
    <CrudListControls
      path="/admin/case-studies"
      params={params}
      filters={CASE_STUDY_LIST_FILTERS}
      showStatus={false}
      total={list.total}
      page={list.page}
      pageCount={list.pageCount}
      searchLabel="Search by title or client"
      plural="case studies"
    />
  );
  return <CaseStudiesManager studies={list?.rows ?? []} controls={controls} loadFailed={!list} timeZone={await getSiteTimeZone()} />;
}
