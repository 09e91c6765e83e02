import { PARTNERSHIP_GUIDE_LINKS } from '@/features/partnership-guide/links';
import { getSiteInfo } from '@/features/settings/queries';
import { signedFileUrl } from '@/server/storage/signed-url';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

/** /partners' "Download Partnership Guide": a fresh short-lived signed link to the guide file; without one, the request form. */
export async function GET() {
  declareCaching(cachePolicy.private('redirects to a signed link made for this request'));
  const { partnershipGuideFileId } = await getSiteInfo();
  const target = partnershipGuideFileId ? signedFileUrl(partnershipGuideFileId) : PARTNERSHIP_GUIDE_LINKS.request.href;
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
