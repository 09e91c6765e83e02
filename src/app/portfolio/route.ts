import { getSiteInfo } from '@/features/settings/queries';
import { signedFileUrl } from '@/server/storage/signed-url';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** Every 'download portfolio' link: a fresh short-lived signed link to the portfolio file. */
export async function GET() {
  declareCaching(cachePolicy.private('redirects to a signed link made for this request'));
  const { portfolioFileId } = await getSiteInfo();
  const target = portfolioFileId ? signedFileUrl(portfolioFileId) : '/case-studies';
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
