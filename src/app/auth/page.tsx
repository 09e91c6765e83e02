import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard, AuthNotice } from '@/features/auth/auth-card';
import { SignInForm } from '@/features/auth/sign-in-form';
import { listSignInProviders } from '@/features/sso/sign-in';
import { readSignInNotice } from '@/features/auth/sign-in-notice';
import { SignUpForm } from '@/features/auth/sign-up-form';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string; mode?: string }> };

export default async function AuthPage({ searchParams }: Props) {
  declareCaching(cachePolicy.private('signing in: per person'));
  const params = await searchParams;
  const user = await getSessionUser();
  if (user) redirect(user.role ? safeReturnPath(params.next, '/admin') : '/auth/waiting');
  const db = await getDb();
  const [setting] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, 'signup_enabled'));
  const signUpOpen = setting?.value === true;
  const signingUp = signUpOpen && params.mode === 'sign-up';
  const notice = signingUp ? null : await readSignInNotice();
  const providers = await listSignInProviders();
  return (
    <AuthCard
      title={signingUp ? 'Create an Account' : 'Sign In'}
      subtitle={signingUp ? 'New accounts get access once an administrator grants a role.' : 'Sign in to your Axion Labs account.'}
      footer={
        signUpOpen &&
        (signingUp ? (
          <Link href="/auth" className="text-brand-300 underline">
            Already have an account? Sign in
          </Link>
        ) : (
          <Link href="/auth?mode=sign-up" className="text-brand-300 underline">
            No account yet? Create one
          </Link>
        ))
      }
    >
      {notice && <AuthNotice tone={notice.tone}>{notice.message}</AuthNotice>}
      {signingUp ? <SignUpForm /> : <SignInForm next={safeReturnPath(params.next, '/admin')} email={notice?.email} providers={providers} />}
    </AuthCard>
  );
}
