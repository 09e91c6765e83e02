import type { Metadata } from 'next';
import { notFoundPage } from '@/components/site/not-found-page';
import { AuthCard } from '@/features/auth/auth-card';
import { SetupForm } from '@/features/auth/setup-form';
import { isValidSetupToken } from '@/server/auth/bootstrap';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Set Up', robots: { index: false, follow: false } };

/** The first-run link the server prints while no administrator exists: 404 once one does. */
export default async function SetupPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  declareCaching(cachePolicy.private('acts on the one-time setup token in its address'));
  const { token } = await searchParams;
  if (!(await isValidSetupToken(await getDb(), token))) return notFoundPage();
  return (
    <AuthCard title="Create the First Administrator" subtitle="This link works once. The account you create here can invite everyone else.">
      <SetupForm token={token!} />
    </AuthCard>
  );
}
