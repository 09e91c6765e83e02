import type { Metadata } from 'next';
import { dashboardScreen, type DashboardProps } from './_lib/dashboard-screen';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminIndexPage({ searchParams }: DashboardProps) {
  return dashboardScreen('/admin', searchParams);
}
