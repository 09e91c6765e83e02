import { ExternalLink as ExternalIcon, Settings, UserRound, UserRoundPen, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { SessionUser } from '@/server/auth/session';
import { hasRole, ROLE_LABELS, type Role } from '@/server/auth/roles';
import { HeaderPopover } from './header-popover';
import { SignOutButton } from './sign-out-button';

const itemClasses = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/10 hover:text-white';

// Settings only for admins (it changes what every page shows).
const LINKS: { href: string; label: string; icon: LucideIcon; minimumRole?: Role }[] = [
  { href: '/admin/profile', label: 'Profile', icon: UserRoundPen },
  { href: '/admin/settings', label: 'Settings', icon: Settings, minimumRole: 'admin' },
  { href: '/', label: 'View site', icon: ExternalIcon },
];

/** The account menu: who is signed in, Profile, Settings (admins), the public site, Sign Out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  return (
    <HeaderPopover
      title="Account"
      trigger={
        <>
          <span aria-hidden className="grid size-8 place-items-center rounded-full bg-brand-600 text-white">
            <UserRound className="size-4" />
          </span>
          <span className="sr-only">Account: </span>
          {/* Visible from md up; below, only for screen readers (the button keeps its name). */}
          <span className="sr-only text-sm md:not-sr-only md:max-w-48 md:truncate">{user.email}</span>
        </>
      }
    >
      <div className="border-b border-white/5 px-3 pb-3 pt-1">
        {user.name && <p className="truncate text-sm font-medium text-white">{user.name}</p>}
        <p className="truncate text-sm text-slate-300">{user.email}</p>
        {user.role && <p className="mt-1 text-xs text-slate-400">{ROLE_LABELS[user.role]}</p>}
      </div>
      <ul className="pt-2">
        {LINKS.filter((link) => !link.minimumRole || hasRole(user.role, link.minimumRole)).map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className={itemClasses}>
              <Icon aria-hidden className="size-4" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className={itemClasses} />
        </li>
      </ul>
    </HeaderPopover>
  );
}
