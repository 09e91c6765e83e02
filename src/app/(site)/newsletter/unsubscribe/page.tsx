import type { Metadata } from 'next';
import { NEWSLETTER_PAGE_METADATA, UnsubscribePage } from '@/features/newsletter/public-pages';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

export const metadata: Metadata = { ...NEWSLETTER_PAGE_METADATA, title: 'Unsubscribe' };

export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  declareCaching(cachePolicy.private('shows the subscriber of the token in its address'));
  return <UnsubscribePage searchParams={await searchParams} />;
}
