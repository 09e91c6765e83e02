import { findEstimateByToken, toEstimateView } from '@/features/estimator/estimates';
import { renderEstimatePdf } from '@/features/estimator/pdf';
import { getSiteInfo } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** The estimate as a PDF download; the unguessable share token is the key. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  declareCaching(cachePolicy.private('a saved estimate, for whoever holds its link'));
  const row = await findEstimateByToken(await getDb(), (await params).token);
  if (!row) return new Response('Estimate not found', { status: 404 });
  const estimate = toEstimateView(row);
  const site = await getSiteInfo();
  const pdf = await renderEstimatePdf(estimate, { name: site.companyName, email: site.email, phone: site.phone, address: site.address });
  const filename = `${site.companyName} estimate ${estimate.number}.pdf`.replace(/[^\w .-]/g, '');
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
