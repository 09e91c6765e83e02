import type { Metadata } from 'next';
import { ConfirmPage, NEWSLETTER_PAGE_METADATA } from '@/features/newsletter/public-pages';

export const metadata: Metadata = { ...NEWSLETTER_PAGE_METADATA, title: 'Confirm your subscription' };

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ConfirmPage searchParams={await searchParams} />;
}
