// The built-in pages one level below a section (/services/{slug}, /industries/{slug}): each is the
// published page record at that address (built in, so staff cannot move it); any other address,
// or a record taken offline, is the 404 page.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NOT_FOUND_METADATA } from '@/components/site/not-found-page';
import { builtInMetadata } from '@/features/pages/block-page';
import { getPublishedPageBySlug } from '@/features/pages/queries';

export type SectionPageProps<Param extends string> = {
  params: Promise<Record<Param, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The published record at {section}/{slug}, or null. */
export async function sectionPageRecord(section: string, slug: string) {
  if (!SLUG.test(slug)) return null;
  // Request time only: `next build` never opens the database.
  await connection();
  return getPublishedPageBySlug(`${section}/${slug}`);
}

/** The route's generateMetadata: the record's own, or the 404 page's. */
export function sectionPageMetadata<Param extends string>(section: string, param: Param) {
  return async function generateMetadata({ params, searchParams }: SectionPageProps<Param>): Promise<Metadata> {
    const record = await sectionPageRecord(section, (await params)[param]);
    if (!record) return NOT_FOUND_METADATA;
    return builtInMetadata(record.slug)({ searchParams });
  };
}
