import type { Metadata } from 'next';
import { connection } from 'next/server';
import { loadSeoOverview } from '@/features/seo/seo-overview';
import { SeoScreen } from '@/features/seo/seo-screen';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'SEO' };

export default async function AdminSeoPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/seo');
  const overview = await nullOnFailure(loadSeoOverview(await getDb()), 'SEO overview failed');
  return <SeoScreen overview={overview} />;
}
