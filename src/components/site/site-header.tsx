import { listHeaderMenu } from '@/features/navigation/queries';
import { getSiteInfo } from '@/features/settings/queries';
import { SiteHeaderClient } from './site-header.client';

/** The menu from the navigation items; logo, button and search link from the website sections. */
export async function SiteHeader() {
  const [menu, site] = await Promise.all([listHeaderMenu(), getSiteInfo()]);
  return <SiteHeaderClient menu={menu} logo={site.logo} cta={{ text: site.header.ctaText, href: site.header.ctaLink }} showSearch={site.header.showSearch} />;
}
