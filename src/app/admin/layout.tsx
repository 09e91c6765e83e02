import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AdminShell } from '@/features/admin/shell/admin-shell';
import { AuthProvider } from '@/features/auth/auth-context';
import { requireRoleForPage } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = {
  robots: { index: false, follow: false },
  title: { default: 'Admin', template: '%s | Admin' },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  declareCaching(cachePolicy.private('staff only: every screen shows what its reader may see'));
  // Request time only (the guard reads the session from the database). Every page checks
  // again: a layout is not re-rendered on every navigation. The pages, not the layout, send an
  // account that must set up two-step sign-in to its profile (the layout cannot tell which page it frames).
  await connection();
  const user = await requireRoleForPage('editor', '/admin', { duringTwoStepSetup: true });
  return (
    // The spec's client auth context, for client components of the admin (useAuth()).
    <AuthProvider user={{ id: user.id, email: user.email, name: user.name, role: user.role }}>
      <AdminShell user={user}>{children}</AdminShell>
    </AuthProvider>
  );
}
