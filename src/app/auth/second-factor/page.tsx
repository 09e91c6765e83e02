import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/features/auth/auth-card';
import { SecondFactorForm } from '@/features/auth/second-factor-form';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Two-Step Verification', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string; method?: string }> };

/** The second step of a sign-in with an authenticator app (decision 106): reached from either sign-in page. */
export default async function SecondFactorPage({ searchParams }: Props) {
  declareCaching(cachePolicy.private('signing in: per person'));
  const params = await searchParams;
  const next = safeReturnPath(params.next, '/admin');
  if ((await getSessionUser())?.role) redirect(next);
  const method = params.method === 'recovery' ? 'recovery' : 'app';
  const other = `/auth/second-factor?next=${encodeURIComponent(next)}${method === 'app' ? '&method=recovery' : ''}`;
  return (
    <AuthCard
      title="Two-Step Verification"
      subtitle={
        method === 'app'
          ? 'Enter the 6-digit code your authenticator app shows for this account.'
          : 'Enter one of the recovery codes you saved when you set up the app. Each works once.'
      }
      footer={
        <Link href={`/ax-admin-panel?next=${encodeURIComponent(next)}`} className="text-brand-300 underline">
          Start again with your password
        </Link>
      }
    >
      <SecondFactorForm key={method} method={method} next={next} />
      <p className="mt-2 text-center text-sm">
        <Link href={other} className="inline-flex min-h-6 items-center text-brand-300 underline underline-offset-2 hover:text-brand-200">
          {method === 'app' ? 'Lost your phone? Use a recovery code' : 'Use the authenticator app instead'}
        </Link>
      </p>
    </AuthCard>
  );
}
