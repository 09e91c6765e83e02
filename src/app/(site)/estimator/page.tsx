import type { Metadata } from 'next';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { savedEstimate } from '@/features/estimator/saved-estimate';
import { BuiltInBlocks, builtInMetadata } from '@/features/pages/block-page';
import { blockPageCaching } from '@/features/pages/caching';
import { declareCaching } from '@/server/cache-policy';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageMetadata = builtInMetadata('estimator');

/** A saved estimate's link (?estimate=) shows step 7; it is private to whoever has it, and an unknown one is a 404. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { estimate } = await searchParams;
  const metadata = await pageMetadata({ searchParams });
  if (estimate === undefined) return metadata;
  if (typeof estimate !== 'string' || !(await savedEstimate(estimate))) return NOT_FOUND_METADATA;
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function EstimatorPage({ searchParams }: Props) {
  declareCaching(blockPageCaching);
  const params = await searchParams;
  const { estimate } = params;
  if (Array.isArray(estimate) || (typeof estimate === 'string' && !(await savedEstimate(estimate)))) return notFoundPage();
  return <BuiltInBlocks slug="estimator" searchParams={params} />;
}
