import type { Metadata } from 'next';
import { AuthCard } from '@/features/auth/auth-card';
import { findPasswordReset } from '@/features/auth/password-reset';
import { ResetLinkExpired, ResetPasswordForm } from '@/features/auth/reset-password-form';
import { RESET_LINK_EXPIRED } from '@/features/auth/schema';
import { openTokenLink, type TokenLinkProps } from '../token-link';

export const metadata: Metadata = { title: 'Choose a New Password', robots: { index: false, follow: false } };

/** The emailed link: the form while its token is valid, else a way to ask for a new one. */
export default async function ResetPasswordPage({ searchParams }: TokenLinkProps) {
  const link = await openTokenLink(searchParams, findPasswordReset);
  if (!link) {
    return (
      <AuthCard title="This Link No Longer Works">
        <ResetLinkExpired message={RESET_LINK_EXPIRED} />
      </AuthCard>
    );
  }
  const { token, opened: reset } = link;
  return (
    <AuthCard title="Choose a New Password" subtitle={`For ${reset.email}. Saving it signs this account out on every device.`}>
      <ResetPasswordForm token={token} email={reset.email} />
    </AuthCard>
  );
}
