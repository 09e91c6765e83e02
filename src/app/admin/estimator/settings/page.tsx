import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getAdminEstimatorSettings } from '@/features/estimator/admin-queries';
import { EstimatorAdminTabs } from '@/features/estimator/admin-tabs';
import { EstimatorSettingsForm } from '@/features/estimator/settings-form';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'Estimator Settings' };

export default async function AdminEstimatorSettingsPage() {
  await connection();
  const user = await requireRoleForPage('admin', '/admin/estimator/settings');
  const settings = await getAdminEstimatorSettings(await getDb());
  return (
    <div className="space-y-6">
      <EstimatorAdminTabs current="/admin/estimator/settings" role={user.role} />
      <EstimatorSettingsForm settings={settings} />
    </div>
  );
}
