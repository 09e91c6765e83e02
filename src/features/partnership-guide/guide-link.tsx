import { Download, FileText } from '@/components/icons';
import Link from 'next/link';
import { connection } from 'next/server';
import { buttonClasses, type ButtonStyle } from '@/components/ui/button';
import { getSiteInfo } from '@/features/settings/queries';
import { PARTNERSHIP_GUIDE_LINKS } from './links';

/**
 * A button to the partnership guide: the PDF when the settings name one, otherwise a request for
 * it through the contact form (preset to the partnership guide), so the button is never dead.
 * `label` is the download's text (a block's button), the request keeps its own.
 */
export async function PartnershipGuideLink({
  label = PARTNERSHIP_GUIDE_LINKS.download.label,
  variant = 'outline',
  size = 'lg',
}: { label?: string } & ButtonStyle) {
  // Request time only: the settings are in the database, which `next build` never opens.
  await connection();
  const { partnershipGuideFileId } = await getSiteInfo();
  const className = buttonClasses({ variant, size });
  if (!partnershipGuideFileId) {
    return (
      <Link href={PARTNERSHIP_GUIDE_LINKS.request.href} className={className}>
        <FileText aria-hidden className="size-4" /> {PARTNERSHIP_GUIDE_LINKS.request.label}
      </Link>
    );
  }
  return (
    // A plain <a>: /partnership-guide is a route handler that redirects to a file, not a page for the client router.
    <a href={PARTNERSHIP_GUIDE_LINKS.download.href} className={className}>
      <Download aria-hidden className="size-4" /> {label}
    </a>
  );
}
