import type { Metadata } from 'next';
import { notFoundPage } from '@/components/site/not-found-page';
import { connection } from 'next/server';
import { AuthCard } from '@/features/auth/auth-card';
import { InviteForm } from '@/features/users/invite-form';
import { findInvitation } from '@/features/users/users';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Accept Your Invitation', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The invitation link: a form that sets the password while the token is valid, else 404. */
export default async function InvitePage({ searchParams }: Props) {
  declareCaching(cachePolicy.private('signing in: per person'));
  await connection();
  const { token } = await searchParams;
  const invitation = await findInvitation(await getDb(), token);
  if (!invitation || typeof token !== 'string') return notFoundPage();
  return (
    <AuthCard
      title="Accept Your Invitation"
      subtitle={`Welcome, ${invitation.name}. Choose a password for ${invitation.email} to open the Axion Labs admin.`}
      footer="After saving, sign in with your email and the new password."
    >
      <InviteForm token={token} email={invitation.email} />
    </AuthCard>
  );
}
