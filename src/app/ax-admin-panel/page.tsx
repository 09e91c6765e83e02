import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/features/auth/auth-card';
import { SignInForm } from '@/features/auth/sign-in-form';
import { getSessionUser, safeReturnPath } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Admin Sign In', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ next?: string }> };

export default async function AdminLoginPage({ searchParams }: Props) {
  const next = safeReturnPath((await searchParams).next);
  if ((await getSessionUser())?.role) redirect(next);
  return (
    <AuthCard title="Admin Sign In" subtitle="Sign in to manage the website." footer="Authorized personnel only. Access is logged and monitored.">
      <SignInForm next={next} />
    </AuthCard>
  );
}
