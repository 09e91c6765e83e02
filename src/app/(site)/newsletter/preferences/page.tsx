import type { Metadata } from 'next';
import { NEWSLETTER_PAGE_METADATA, PreferencesPage } from '@/features/newsletter/public-pages';

export const metadata: Metadata = { ...NEWSLETTER_PAGE_METADATA, title: 'Newsletter preferences' };

export default async function NewsletterPreferencesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PreferencesPage searchParams={await searchParams} />;
}
