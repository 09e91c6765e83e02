import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { completeSignIn } from '@/features/auth/complete-sign-in';
import { setSignInNotice } from '@/features/auth/sign-in-notice';
import { finishSsoSignIn } from '@/features/sso/sign-in';
import { getAuth } from '@/server/auth/auth';
import { cachePolicy, declareCaching } from '@/server/cache-policy';
import { env } from '@/server/env';
import { getClientIp } from '@/server/request';

/**
 * Where identity providers send people back (decision 107; the address admins register with the
 * provider). A refusal goes back to the sign-in page with its sentence.
 */
export async function GET(request: NextRequest) {
  declareCaching(cachePolicy.private('signing in: per person'));
  // The address as the provider was told it (SITE_URL), not as a proxy in front rewrote it.
  const url = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, env().siteUrl);
  const outcome = await finishSsoSignIn(url, await getClientIp());
  if (!outcome.ok) {
    await setSignInNotice({ message: outcome.message }, outcome.email ?? '');
    redirect('/ax-admin-panel');
  }
  const auth = await getAuth();
  await auth.api.issueSession({ body: { userId: outcome.user.id }, headers: request.headers });
  // Redirects to `next` (a request without the Next-Action header is answered with a new page).
  await completeSignIn(outcome.user, outcome.next, { method: 'single sign-on', provider: outcome.provider, accountCreated: outcome.created });
}
