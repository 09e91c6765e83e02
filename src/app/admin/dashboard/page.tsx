import type { Metadata } from 'next';
import { dashboardScreen, type DashboardProps } from '../_lib/dashboard-screen';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage({ searchParams }: DashboardProps) {
  return dashboardScreen('/admin/dashboard', searchParams);
}
