import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Container, PageHero } from '@/components/site/sections';
import { EstimateResult } from '@/features/estimator/estimate-result';
import { findEstimateByToken, shareUrlOf, toEstimateView } from '@/features/estimator/estimates';
import { getDb } from '@/server/db/client';

type Props = { params: Promise<{ token: string }> };

// A private page behind an unguessable link: kept out of search engines.
export const metadata: Metadata = { title: 'Project Estimate', robots: { index: false, follow: false } };

export default async function SharedEstimatePage({ params }: Props) {
  const row = await findEstimateByToken(await getDb(), (await params).token);
  if (!row) notFound();
  const estimate = toEstimateView(row);
  return (
    <>
      <PageHero
        eyebrow={estimate.number}
        title={`Estimate for ${estimate.contact.company ?? estimate.contact.name}`}
        subtitle={`${estimate.projectType} · prepared ${new Date(estimate.createdAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}`}
      />
      <Container className="max-w-5xl pb-20">
        <EstimateResult estimate={estimate} shareUrl={shareUrlOf(estimate.shareToken)} onSharePage />
      </Container>
    </>
  );
}
