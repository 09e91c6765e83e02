// The metadata of a public page that shows one record found by its address (a job, a case study):
// the record's own title and description, or the 404 page's when no active record is there.
import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/components/site/not-found-page';
import { pageMetadata } from '@/features/seo/metadata';

type PageSeo = Parameters<typeof pageMetadata>[0];

/** The route's generateMetadata: `load` finds the record by the address's `param`, `describe` says what the page is. */
export function recordMetadata<Param extends string, Found>(
  param: Param,
  load: (key: string) => Promise<Found | null | undefined>,
  describe: (record: Found, key: string) => PageSeo,
) {
  return async function generateMetadata({ params }: { params: Promise<Record<Param, string>> }): Promise<Metadata> {
    const key = (await params)[param];
    const record = await load(key);
    return record ? pageMetadata(describe(record, key)) : NOT_FOUND_METADATA;
  };
}
