import type { Metadata } from 'next';
import { cache } from 'react';
import { NOT_FOUND_METADATA, notFoundPage } from '@/components/site/not-found-page';
import { Container, PageHero } from '@/components/site/sections';
import { EstimateResult } from '@/features/estimator/estimate-result';
import { findEstimateByToken, shareUrlOf, toEstimateView } from '@/features/estimator/estimates';
import { getDb } from '@/server/db/client';
import { plainFirstName } from '@/server/mail/visitor-text';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

type Props = { params: Promise<{ token: string }> };

const sharedEstimate = cache(async (token: string) => findEstimateByToken(await getDb(), token));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  if (!(await sharedEstimate((await params).token))) return NOT_FOUND_METADATA;
  // A private page behind an unguessable link: kept out of search engines.
  return { title: 'Project Estimate', robots: { index: false, follow: false } };
}

export default async function SharedEstimatePage({ params }: Props) {
  declareCaching(cachePolicy.private('a saved estimate, for whoever holds its link'));
  const row = await sharedEstimate((await params).token);
  if (!row) return notFoundPage();
  const estimate = toEstimateView(row);
  // The link was mailed to an address nobody confirmed: a plain first name at most (decision 097).
  const firstName = plainFirstName(estimate.contact.name);
  return (
    <>
      <PageHero
        eyebrow={estimate.number}
        title={firstName ? `Estimate for ${firstName}` : 'Your project estimate'}
        subtitle={`${estimate.projectType} · prepared ${new Date(estimate.createdAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}`}
      />
      <Container className="max-w-5xl pb-20">
        <EstimateResult estimate={estimate} shareUrl={shareUrlOf(estimate.shareToken)} onSharePage />
      </Container>
    </>
  );
}
