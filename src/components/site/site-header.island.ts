// The site header's behaviour (site-header.tsx draws it): glass once the page has scrolled more
// than 10 px (the spec), the phone's menu, the desktop submenus (opened by hovering, or pinned
// open by a click), Escape closing them with the focus back on the button that opened them, and
// the current page's links marked.
const GLASS_SCROLL_THRESHOLD = 10;

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header && !header.dataset.started) {
  header.dataset.started = '1';
  const toggle = header.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!;
  const mobileMenu = header.querySelector<HTMLElement>('#mobile-menu')!;
  const submenuItems = [...header.querySelectorAll<HTMLElement>('nav[aria-label="Main"] li[data-has-submenu]')];
  // A submenu opened by a click (or the keyboard) stays open when the pointer leaves; one opened
  // by hovering closes with it.
  let pinned = false;

  const mobileOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const drawGlass = () => {
    const glass = mobileOpen() ? 'open' : window.scrollY > GLASS_SCROLL_THRESHOLD ? 'scrolled' : null;
    if (glass) header.dataset.glass = glass;
    else delete header.dataset.glass;
  };
  const setMobileOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    mobileMenu.classList.toggle('hidden', !open);
    drawGlass();
  };
  const openSubmenu = (item: HTMLElement | null) => {
    for (const other of submenuItems) {
      const open = other === item;
      other.querySelector('button')!.setAttribute('aria-expanded', String(open));
      other.querySelector(':scope > ul')!.classList.toggle('hidden', !open);
    }
  };
  const openedSubmenu = () => submenuItems.find((item) => item.querySelector('button')!.getAttribute('aria-expanded') === 'true') ?? null;
  const closeMenus = () => {
    setMobileOpen(false);
    openSubmenu(null);
    pinned = false;
  };

  // The current page's links, as the address reads now.
  const here = window.location.pathname;
  for (const link of header.querySelectorAll<HTMLAnchorElement>('nav a[href^="/"], a[href="/search"]')) {
    const href = link.getAttribute('href')!;
    if (here === href || (href !== '/' && here.startsWith(`${href}/`))) link.setAttribute('aria-current', 'page');
  }

  toggle.addEventListener('click', () => setMobileOpen(!mobileOpen()));
  for (const item of submenuItems) {
    item.addEventListener('mouseenter', () => !pinned && openSubmenu(item));
    item.addEventListener('mouseleave', () => !pinned && openSubmenu(null));
    item.querySelector('button')!.addEventListener('click', () => {
      const close = openedSubmenu() === item && pinned;
      openSubmenu(close ? null : item);
      pinned = !close;
    });
  }
  header.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeMenus();
  });
  // The open menu covers the page: once the keyboard focus moves on past it, it closes.
  header.addEventListener('focusout', (event) => {
    if (mobileOpen() && event.relatedTarget instanceof Node && !header.contains(event.relatedTarget)) setMobileOpen(false);
  });
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || (!mobileOpen() && !openedSubmenu())) return;
    // The menu that held the focus goes away: the focus goes back to the button that opened it
    // rather than to the top of the page.
    if (document.activeElement && header.contains(document.activeElement)) (mobileOpen() ? toggle : openedSubmenu()?.querySelector('button'))?.focus();
    closeMenus();
  });
  window.addEventListener('scroll', drawGlass, { passive: true });
  drawGlass();
}
