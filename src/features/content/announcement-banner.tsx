import { Megaphone, X } from '@/components/icons';
import { headers } from 'next/headers';
import { Island } from '@/components/island';
import { logger } from '@/server/logger';
import { NONCE_HEADER } from '@/server/security-headers';
import { BANNER_ID, DISMISSED_KEY } from './announcement-storage';
import { getCurrentAnnouncement, type Announcement } from './queries';

/**
 * The newest published announcement, at the top of every public page. Rendered on the server, so
 * it is in the first paint (no layout jump) and shows without JavaScript. A visitor who dismissed
 * this version has it hidden by a small inline script before the first paint; the dismiss button
 * works through announcement-banner.island.ts (decision 100).
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
      {/* The header is fixed (4rem high): the banner sits just below it, in the page's flow. */}
      <div id={BANNER_ID} data-version={announcement.version} className="pt-16" suppressHydrationWarning>
        <section aria-label="Announcement" className="border-b border-brand-400/30 bg-brand-700">
          <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <Megaphone aria-hidden className="mt-0.5 size-5 shrink-0 text-white" />
            <p className="min-w-0 flex-1 whitespace-pre-line break-words text-sm text-white">
              <strong className="font-semibold">{announcement.title}</strong>
              {announcement.text && <span className="ml-2">{announcement.text}</span>}
            </p>
            {/* Shown once the island makes it work: without JavaScript there is nothing to remember a dismissal with. */}
            <button
              type="button"
              hidden
              aria-label="Dismiss announcement"
              className="-m-1 shrink-0 rounded-md p-1 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        </section>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
      <Island name="announcement-banner" />
    </>
  );
}
