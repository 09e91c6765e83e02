import { AnnouncementBanner } from '@/features/content/announcement-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main content and footer: shared by the public pages and the 404 page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-slate-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <AnnouncementBanner />
      <main id="main" className="min-h-[70vh]">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
