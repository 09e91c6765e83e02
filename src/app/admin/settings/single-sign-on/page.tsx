import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSiteTimeZone } from '@/features/settings/queries';
import { listProviders } from '@/features/sso/queries';
import { ProvidersManager } from '@/features/sso/providers-manager';
import { SSO_CALLBACK_PATH } from '@/features/sso/schema';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';
import { nullOnFailure } from '@/server/logger';

export const metadata: Metadata = { title: 'Single sign-on' };

/** Settings -> Single sign-on: the identity providers staff sign in with. Admins only. */
export default async function AdminSingleSignOnPage() {
  await connection();
  await requireRoleForPage('admin', '/admin/settings/single-sign-on');
  const providers = await nullOnFailure(listProviders(await getDb(), await getSiteTimeZone()), 'identity providers list failed');
  return <ProvidersManager providers={providers ?? []} loadFailed={!providers} callbackUrl={`${env().siteUrl}${SSO_CALLBACK_PATH}`} />;
}
