// Where "Download Partnership Guide" leads: the guide through /partnership-guide (a short-lived
// signed link), or, while the settings name no guide file, a request for it through the contact form.
// The seeded partners page (src/content) labels its button from here.
export const PARTNERSHIP_GUIDE_LINKS = {
  download: { label: 'Download Partnership Guide', href: '/partnership-guide' },
  request: { label: 'Request the Partnership Guide', href: '/contact?partnership=guide' },
} as const;
