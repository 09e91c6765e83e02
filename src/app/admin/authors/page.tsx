import type { Metadata } from 'next';
import { loadListScreen, type AdminListProps } from '@/features/admin/crud/collection-list';
import { listAdminAuthors, listLinkableAccounts } from '@/features/authors/admin-queries';
import { AuthorsManager } from '@/features/authors/authors-manager';

export const metadata: Metadata = { title: 'Authors' };

export default async function AdminAuthorsPage({ searchParams }: AdminListProps) {
  const { list, rows, controls, loadFailed } = await loadListScreen('editor', '/admin/authors', searchParams, {
    // The accounts an author can be linked to come with the list: either failing fails the screen.
    load: async (db, params) => {
      const [authors, accounts] = await Promise.all([listAdminAuthors(db, params), listLinkableAccounts(db)]);
      return { ...authors, accounts };
    },
    showStatus: false,
    searchLabel: 'Search by name',
    plural: 'authors',
  });
  return <AuthorsManager authors={rows} accounts={list?.accounts ?? []} controls={controls} loadFailed={loadFailed} />;
}
