import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { setSignInNotice } from '@/features/auth/sign-in-notice';
import { startSsoSignIn } from '@/features/sso/sign-in';
import { safeReturnPath } from '@/server/auth/session';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { logger } from '@/server/logger';

/** "Sign in with ..." on the sign-in pages: off to the identity provider (decision 107). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ provider: string }> }) {
  declareCaching(cachePolicy.private('signing in: per person'));
  const next = safeReturnPath(request.nextUrl.searchParams.get('next'), '/admin');
  let destination: URL | null = null;
  try {
    destination = await startSsoSignIn((await params).provider, next);
  } catch (error) {
    logger.warn({ err: error }, 'single sign-on could not start');
    await setSignInNotice({ message: 'The identity provider is not answering right now. Please try again in a minute, or sign in another way.' }, '');
  }
  redirect(destination?.href ?? `/ax-admin-panel?next=${encodeURIComponent(next)}`);
}
