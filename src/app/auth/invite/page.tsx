import type { Metadata } from 'next';
import { notFoundPage } from '@/components/site/not-found-page';
import { AuthCard } from '@/features/auth/auth-card';
import { InviteForm } from '@/features/users/invite-form';
import { findInvitation } from '@/features/users/users';
import { openTokenLink, type TokenLinkProps } from '../token-link';

export const metadata: Metadata = { title: 'Accept Your Invitation', robots: { index: false, follow: false } };

/** The invitation link: a form that sets the password while the token is valid, else 404. */
export default async function InvitePage({ searchParams }: TokenLinkProps) {
  const link = await openTokenLink(searchParams, findInvitation);
  if (!link) return notFoundPage();
  const { token, opened: invitation } = link;
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
