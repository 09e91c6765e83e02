import { headers } from 'next/headers';
import { logger } from '@/server/logger';
import { NONCE_HEADER } from '@/server/security-headers';
import { AnnouncementBannerClient } from './announcement-banner.client';
import { BANNER_ID, DISMISSED_KEY } from './announcement-storage';
import { getCurrentAnnouncement, type Announcement } from './queries';

/**
 * The newest published announcement, at the top of every public page. Rendered on the server, so
 * it is in the first paint (no layout jump) and shows without JavaScript. A visitor who dismissed
 * this version has it hidden by a small inline script before the first paint, then removed.
 */
export async function AnnouncementBanner() {
  const announcement = await getCurrentAnnouncement().catch((error: unknown): Announcement | null => {
    // A banner is not worth a broken page.
    logger.error({ err: error }, 'announcement read failed');
    return null;
  });
  if (!announcement) return null;
  // The CSP runs only inline scripts carrying the request's nonce.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const hideIfDismissed = `try{if(localStorage.getItem(${JSON.stringify(DISMISSED_KEY)})===${JSON.stringify(announcement.version)})document.getElementById(${JSON.stringify(BANNER_ID)}).hidden=true}catch(e){}`;
  return (
    <>
      <AnnouncementBannerClient announcement={announcement} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
    </>
  );
}
