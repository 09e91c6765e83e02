import type { Metadata } from 'next';
import { NEWSLETTER_PAGE_METADATA, UnsubscribePage } from '@/features/newsletter/public-pages';

export const metadata: Metadata = { ...NEWSLETTER_PAGE_METADATA, title: 'Unsubscribe' };

export default async function NewsletterUnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <UnsubscribePage searchParams={await searchParams} />;
}
