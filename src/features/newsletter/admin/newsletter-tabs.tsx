import { ScreenTabs, type ScreenTab } from '@/features/admin/crud/screen-tabs';
import type { Role } from '@/server/auth/roles';

const TABS: readonly ScreenTab[] = [
  { href: '/admin/newsletter', label: 'Issues', minimumRole: 'editor' },
  { href: '/admin/newsletter/subscribers', label: 'Subscribers', minimumRole: 'editor' },
];

/** The newsletter's two screens: its issues, and who receives them. */
export function NewsletterHeader({
  current,
  role,
  description,
  action,
}: {
  current: string;
  role: Role | null;
  description: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Newsletter</h1>
          <p className="mt-1 max-w-3xl text-slate-400">{description}</p>
        </div>
        {action}
      </div>
      <ScreenTabs label="Newsletter" tabs={TABS} current={current} role={role} />
    </div>
  );
}
