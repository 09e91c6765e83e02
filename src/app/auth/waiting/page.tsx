import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button';
import { SignOutButton } from '@/features/admin/shell/sign-out-button';
import { AuthCard } from '@/features/auth/auth-card';
import { getSessionUser } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Waiting for Access', robots: { index: false, follow: false } };

export default async function WaitingPage() {
  declareCaching(cachePolicy.private('signing in: per person'));
  const user = await getSessionUser();
  if (!user) redirect('/auth');
  if (user.role) redirect('/admin');
  return (
    <AuthCard title="Waiting for Access" subtitle={`You are signed in as ${user.email}.`}>
      <p className="text-sm text-slate-300">
        Your account has no role yet. An administrator has been asked to grant you access; once they have, sign in again to open the admin area.
      </p>
      <div className="mt-6">
        <SignOutButton className={buttonClasses({ variant: 'outline' }, 'w-full')} />
      </div>
    </AuthCard>
  );
}
