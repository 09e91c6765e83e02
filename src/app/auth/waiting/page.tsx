import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { signOut } from '@/features/auth/actions';
import { AuthCard } from '@/features/auth/auth-card';
import { getSessionUser } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Waiting for Access', robots: { index: false, follow: false } };

export default async function WaitingPage() {
  const user = await getSessionUser();
  if (!user) redirect('/auth');
  if (user.role) redirect('/admin');
  return (
    <AuthCard title="Waiting for Access" subtitle={`You are signed in as ${user.email}.`}>
      <p className="text-sm text-slate-300">
        Your account has no role yet. An administrator has been asked to grant you access; once they have, sign in again to
        open the admin area.
      </p>
      <form action={signOut} className="mt-6">
        <Button type="submit" variant="outline" className="w-full">
          Sign Out
        </Button>
      </form>
    </AuthCard>
  );
}
