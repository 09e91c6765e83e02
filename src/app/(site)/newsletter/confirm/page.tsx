import type { Metadata } from 'next';
import { ConfirmPage, NEWSLETTER_PAGE_METADATA } from '@/features/newsletter/public-pages';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { ...NEWSLETTER_PAGE_METADATA, title: 'Confirm your subscription' };

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  declareCaching(cachePolicy.private('acts on the subscriber token in its address'));
  return <ConfirmPage searchParams={await searchParams} />;
}
