import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AuthCard } from '@/features/auth/auth-card';
import { findPasswordReset } from '@/features/auth/password-reset';
import { ResetLinkExpired, ResetPasswordForm } from '@/features/auth/reset-password-form';
import { RESET_LINK_EXPIRED } from '@/features/auth/schema';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Choose a New Password', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The emailed link: the form while its token is valid, else a way to ask for a new one. */
export default async function ResetPasswordPage({ searchParams }: Props) {
  declareCaching(cachePolicy.private('signing in: per person'));
  await connection();
  const { token } = await searchParams;
  const reset = await findPasswordReset(await getDb(), token);
  if (!reset || typeof token !== 'string') {
    return (
      <AuthCard title="This Link No Longer Works">
        <ResetLinkExpired message={RESET_LINK_EXPIRED} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a New Password" subtitle={`For ${reset.email}. Saving it signs this account out on every device.`}>
      <ResetPasswordForm token={token} email={reset.email} />
    </AuthCard>
  );
}
