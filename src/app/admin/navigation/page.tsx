import type { Metadata } from 'next';
import { loadScreen } from '@/features/admin/crud/collection-list';
import { listAdminNavigationItems } from '@/features/navigation/collection';
import { NavigationManager } from '@/features/navigation/navigation-manager';
import { LoadFailedScreen } from '../_lib/load-failed';

export const metadata: Metadata = { title: 'Navigation Management' };

export default async function AdminNavigationPage() {
  // The spec: a failed load of the navigation is only logged (no toast).
  const { data: items } = await loadScreen('editor', '/admin/navigation', listAdminNavigationItems, 'navigation items list failed');
  if (!items) return <LoadFailedScreen title="Navigation Management" what="navigation items" />;
  return <NavigationManager items={items} />;
}
