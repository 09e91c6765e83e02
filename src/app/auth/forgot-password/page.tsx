import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { title: 'Reset Your Password', robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  declareCaching(cachePolicy.private('signing in: per person'));
  return (
    <AuthCard
      title="Reset Your Password"
      subtitle="Enter the email of your account. We will send it a link to choose a new password."
      footer={
        <Link href="/ax-admin-panel" className="text-brand-300 underline">
          Remembered it? Sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
