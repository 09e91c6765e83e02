import type { Metadata } from 'next';
import { loadScreen } from '@/features/admin/crud/collection-list';
import { loadSeoOverview } from '@/features/seo/seo-overview';
import { SeoScreen } from '@/features/seo/seo-screen';

export const metadata: Metadata = { title: 'SEO' };

export default async function AdminSeoPage() {
  const { data } = await loadScreen('editor', '/admin/seo', loadSeoOverview, 'SEO overview failed');
  return <SeoScreen overview={data} />;
}
