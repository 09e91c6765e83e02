/* eslint-disable @next/next/no-html-link-for-pages -- plain links on purpose: every page is a document of its own (decision 100), and the island marks the current page from the address it loaded. */
import { ChevronDown, Menu, Search, X } from '@/components/icons';
import { Island } from '@/components/island';
import { buttonClasses } from '@/components/ui/button';
import { listHeaderMenu } from '@/features/navigation/queries';
import { getSiteInfo } from '@/features/settings/queries';
import type { SubmenuItem } from '@/server/db/schema';
import { Logo } from './logo';

/**
 * The menu from the navigation items; logo, button and search link from the website sections.
 * Drawn here closed and transparent; site-header.island.ts (decision 100) opens the menus, turns
 * it glass once the page has scrolled more than 10 px, and marks the current page's link. Its
 * links are plain links: every page is its own document (navigation is made quick by
 * prefetching, not by a client router).
 */
export async function SiteHeader() {
  const [menu, site] = await Promise.all([listHeaderMenu(), getSiteInfo()]);
  const cta = { text: site.header.ctaText, href: site.header.ctaLink };
  return (
    <header
      data-site-header
      // data-glass (scrolled or open) is set by the island.
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent transition-colors duration-300 data-glass:border-white/10 data-glass:shadow-lg data-glass:shadow-black/20 data-glass:backdrop-blur-xl data-[glass=open]:bg-slate-950/95 data-[glass=scrolled]:bg-slate-950/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <a href="/" className="shrink-0 rounded-md">
          <Logo logo={site.logo} />
        </a>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {menu.map((entry) => (
              <li key={entry.id} className="relative" data-has-submenu={entry.submenu.length > 0 || undefined}>
                <div className="flex items-center">
                  <a href={entry.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white aria-[current=page]:text-white">
                    {entry.name}
                  </a>
                  {entry.submenu.length > 0 && (
                    <button
                      type="button"
                      className="-ml-2 rounded-md p-1 text-slate-300 hover:text-white"
                      aria-expanded="false"
                      aria-label={`${entry.name} submenu`}
                    >
                      <ChevronDown aria-hidden className="size-4" />
                    </button>
                  )}
                </div>
                {entry.submenu.length > 0 && (
                  <SubmenuList
                    items={entry.submenu}
                    className="absolute left-0 top-full hidden min-w-56 rounded-xl border border-white/10 bg-slate-900/95 p-2 shadow-xl backdrop-blur-xl"
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {site.header.showSearch && (
            <a href="/search" aria-label="Search" className="rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white">
              <Search aria-hidden className="size-5" />
            </a>
          )}
          <a href={cta.href} className={buttonClasses({ size: 'sm' }, 'whitespace-nowrap max-sm:hidden')}>
            {cta.text}
          </a>
          {/* Without JavaScript the menu opens as the target of this link (CSS :target). */}
          <a
            href="#mobile-menu"
            aria-label="Menu"
            className="hidden rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white noscript:block xl:noscript:hidden"
          >
            <Menu aria-hidden className="size-6" />
          </a>
          <button
            type="button"
            className="group rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white noscript:hidden xl:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label="Open menu"
          >
            <Menu aria-hidden className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>

      {/* Always in the HTML (its links are the phone's navigation without JavaScript), shown when open. */}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className="hidden max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-slate-950/95 px-4 pb-6 noscript:target:block xl:hidden"
      >
        <ul className="space-y-1 pt-3">
          {menu.map((entry) => (
            <li key={entry.id}>
              <a href={entry.href} className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-100 hover:bg-white/10">
                {entry.name}
              </a>
              {entry.submenu.length > 0 && <SubmenuList items={entry.submenu} className="ml-4 border-l border-white/10 pl-2" />}
            </li>
          ))}
        </ul>
        <a href={cta.href} className={buttonClasses({}, 'mt-4 w-full')}>
          {cta.text}
        </a>
      </nav>
      <Island name="site-header" />
    </header>
  );
}

function SubmenuList({ items, className }: { items: SubmenuItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((sub, index) => (
        <li key={index}>
          <a href={sub.href} className="block rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white">
            {sub.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
