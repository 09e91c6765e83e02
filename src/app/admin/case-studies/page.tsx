import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { CASE_STUDY_LIST_FILTERS, listAdminCaseStudies } from '@/features/case-studies/admin-queries';
import { CaseStudiesManager } from '@/features/case-studies/case-studies-manager';
import { getSiteTimeZone } from '@/features/settings/queries';

export const metadata: Metadata = { title: 'Case Studies Management' };

export default async function AdminCaseStudiesPage({ searchParams }: AdminListProps) {
  const { rows, controls, loadFailed } = await loadListScreen('editor', '/admin/case-studies', searchParams, {
    load: listAdminCaseStudies,
    filters: CASE_STUDY_LIST_FILTERS,
    showStatus: false,
    searchLabel: 'Search by title or client',
    plural: 'case studies',
  });
  return <CaseStudiesManager studies={rows} controls={controls} loadFailed={loadFailed} timeZone={await getSiteTimeZone()} />;
}
