'use client';

import { ChevronDown, Menu, Search, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { MenuEntry } from '@/features/navigation/queries';
import type { LogoContent, SubmenuItem } from '@/server/db/schema';
import { Logo } from './logo';

/** The spec: transparent at the top, glass once the page has scrolled more than 10 px. */
export const GLASS_SCROLL_THRESHOLD = 10;

type Props = { menu: MenuEntry[]; logo: LogoContent; cta: { text: string; href: string }; showSearch: boolean };

export function SiteHeaderClient({ menu, logo, cta, showSearch }: Props) {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  // A submenu opened by a click (or the keyboard) stays open when the pointer leaves; one opened
  // by hovering closes with it. Without this, hovering then clicking the chevron would close it.
  const [pinned, setPinned] = useState(false);
  const pathname = usePathname();
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > GLASS_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!mobileOpen && !openSubmenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The menu that held the focus goes away: the focus goes back to the button that opened it
      // rather than to the top of the page.
      const header = headerRef.current;
      if (header && document.activeElement && header.contains(document.activeElement)) {
        const opener = header.querySelector<HTMLButtonElement>(mobileOpen ? 'button[aria-controls="mobile-menu"]' : 'nav[aria-label="Main"] button[aria-expanded="true"]');
        opener?.focus();
      }
      setMobileOpen(false);
      setOpenSubmenu(null);
      setPinned(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mobileOpen, openSubmenu]);

  const closeMenus = () => {
    setMobileOpen(false);
    setOpenSubmenu(null);
    setPinned(false);
  };
  const isCurrent = (href: string) => pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
  const glass = scrolled || mobileOpen;

  return (
    <header
      ref={headerRef}
      // The open menu covers the page: once the keyboard focus moves on past it, it closes.
      onBlur={(event) => {
        if (mobileOpen && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setMobileOpen(false);
      }}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
        glass
          ? `border-b border-white/10 shadow-lg shadow-black/20 backdrop-blur-xl ${mobileOpen ? 'bg-slate-950/95' : 'bg-slate-950/75'}`
          : 'border-b border-transparent bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link href="/" className="shrink-0 rounded-md" onClick={closeMenus}>
          <Logo logo={logo} />
        </Link>

        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {menu.map((entry) => (
              <li
                key={entry.id}
                className="relative"
                onMouseEnter={() => entry.submenu.length > 0 && !pinned && setOpenSubmenu(entry.id)}
                onMouseLeave={() => !pinned && setOpenSubmenu(null)}
              >
                <div className="flex items-center">
                  <Link
                    href={entry.href}
                    aria-current={isCurrent(entry.href) ? 'page' : undefined}
                    className="rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:text-white aria-[current=page]:text-white"
                    onClick={closeMenus}
                  >
                    {entry.name}
                  </Link>
                  {entry.submenu.length > 0 && (
                    <button
                      type="button"
                      className="-ml-2 rounded-md p-1 text-slate-300 hover:text-white"
                      aria-expanded={openSubmenu === entry.id}
                      aria-label={`${entry.name} submenu`}
                      onClick={() => {
                        const close = openSubmenu === entry.id && pinned;
                        setOpenSubmenu(close ? null : entry.id);
                        setPinned(!close);
                      }}
                    >
                      <ChevronDown aria-hidden className="size-4" />
                    </button>
                  )}
                </div>
                {entry.submenu.length > 0 && openSubmenu === entry.id && (
                  <SubmenuList
                    items={entry.submenu}
                    onNavigate={closeMenus}
                    className="absolute left-0 top-full min-w-56 rounded-xl border border-white/10 bg-slate-900/95 p-2 shadow-xl backdrop-blur-xl"
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          {showSearch && (
            <Link
              href="/search"
              aria-label="Search"
              aria-current={pathname === '/search' ? 'page' : undefined}
              className="rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white"
              onClick={closeMenus}
            >
              <Search aria-hidden className="size-5" />
            </Link>
          )}
          <Link href={cta.href} className={buttonClasses({ size: 'sm' }, 'whitespace-nowrap max-sm:hidden')} onClick={closeMenus}>
            {cta.text}
          </Link>
          {/* Without JavaScript the menu opens as the target of this link (CSS :target). */}
          <a href="#mobile-menu" aria-label="Menu" className="hidden rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white noscript:block xl:noscript:hidden">
            <Menu aria-hidden className="size-6" />
          </a>
          <button
            type="button"
            className="rounded-md p-2 text-slate-200 hover:bg-white/10 hover:text-white noscript:hidden xl:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            {mobileOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      {/* Always in the HTML (its links are the phone's navigation without JavaScript), shown when open. */}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        className={`max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-slate-950/95 px-4 pb-6 xl:hidden ${mobileOpen ? '' : 'hidden noscript:target:block'}`}
      >
        <ul className="space-y-1 pt-3">
          {menu.map((entry) => (
            <li key={entry.id}>
              <Link
                href={entry.href}
                aria-current={isCurrent(entry.href) ? 'page' : undefined}
                className="block rounded-lg px-3 py-2.5 text-base font-medium text-slate-100 hover:bg-white/10"
                onClick={closeMenus}
              >
                {entry.name}
              </Link>
              {entry.submenu.length > 0 && (
                <SubmenuList items={entry.submenu} onNavigate={closeMenus} className="ml-4 border-l border-white/10 pl-2" />
              )}
            </li>
          ))}
        </ul>
        <Link href={cta.href} className={buttonClasses({}, 'mt-4 w-full')} onClick={closeMenus}>
          {cta.text}
        </Link>
      </nav>
    </header>
  );
}

function SubmenuList({ items, onNavigate, className }: { items: SubmenuItem[]; onNavigate: () => void; className: string }) {
  return (
    <ul className={className}>
      {items.map((sub, index) => (
        <li key={index}>
          <Link
            href={sub.href}
            className="block rounded-lg px-3 py-2 text-sm text-slate-200 hover:bg-white/10 hover:text-white"
            onClick={onNavigate}
          >
            {sub.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
