import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard, AuthNotice } from '@/features/auth/auth-card';
import { SignInForm } from '@/features/auth/sign-in-form';
import { listSignInProviders } from '@/features/sso/sign-in';
import { readSignInNotice } from '@/features/auth/sign-in-notice';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Admin Sign In', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string }> };

export default async function AdminLoginPage({ searchParams }: Props) {
  declareCaching(cachePolicy.private('signing in: per person'));
  const next = safeReturnPath((await searchParams).next);
  if ((await getSessionUser())?.role) redirect(next);
  const notice = await readSignInNotice();
  const providers = await listSignInProviders();
  return (
    <AuthCard title="Admin Sign In" subtitle="Sign in to manage the website." footer="Authorized personnel only. Access is logged and monitored.">
      {notice && <AuthNotice tone={notice.tone}>{notice.message}</AuthNotice>}
      <SignInForm next={next} email={notice?.email} providers={providers} />
    </AuthCard>
  );
}
