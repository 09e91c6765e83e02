import { ScreenTabs, type ScreenTab } from '@/features/admin/crud/screen-tabs';
import type { Role } from '@/server/auth/roles';

const TABS = [
  { href: '/admin/estimator', label: 'Project Types', minimumRole: 'editor' },
  { href: '/admin/estimator/features', label: 'Features', minimumRole: 'editor' },
  { href: '/admin/estimator/rate-cards', label: 'Rate Cards', minimumRole: 'admin' },
  { href: '/admin/estimator/settings', label: 'Settings', minimumRole: 'admin' },
] as const satisfies readonly ScreenTab[];

export type EstimatorAdminPath = (typeof TABS)[number]['href'];

/** The four screens of the estimator's data; rate cards and settings only for admins (they set prices). */
export function EstimatorAdminTabs({ current, role }: { current: EstimatorAdminPath; role: Role | null }) {
  return <ScreenTabs label="Estimator data" tabs={TABS} current={current} role={role} />;
}
