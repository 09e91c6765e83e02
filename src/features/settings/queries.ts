import 'server-only';
import { PRELAUNCH_KEY } from '@/features/launch/keys';
import { eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { DEFAULT_SECTION_CONTENTS } from '@/features/website-sections/schema';
import { siteTimeZone } from './time-zone';
import { siteSettings, websiteSections, type FooterContent, type HeaderContent, type LogoContent } from '@/server/db/schema';

export type SiteInfo = {
  companyName: string;
  /** The home page's title and description (site_title, site_description); empty when unset. */
  siteTitle: string;
  siteDescription: string;
  companyDescription: string;
  /** The year the company was founded (founding_year), for the structured data; empty when unset. */
  foundingYear: string;
  email: string;
  phone: string;
  address: string;
  bookingUrl: string;
  /** The media file offered by every 'download portfolio' link (/portfolio); empty when none is set. */
  portfolioFileId: string;
  /** The media file /partners' "Download Partnership Guide" offers (/partnership-guide); empty when none is set. */
  partnershipGuideFileId: string;
  chatUrl: string;
  social: { linkedin: string; instagram: string; github: string };
  logo: LogoContent;
  header: HeaderContent;
  /** What the footer shows: the footer section's fields, each falling back to its Contact Info setting. */
  footer: FooterContent;
  /** Whether pages load /visit.js (Settings, Visit statistics, Count visits; on unless turned off). */
  visitStatistics: boolean;
  /** Pre-launch mode (Launch Ready, decision 108): the public site asks search engines to stay away. */
  prelaunch: boolean;
};

// A stored text that reads as a number ('2018') comes back from the jsonb column as a number.
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * What the header, footer and contact page show about the company. The company's contact details
 * (contact page, emails, PDFs) are the site settings, filled by the footer section where they are
 * empty; the footer itself shows its own section's fields first, so staff can edit it in Website
 * Sections, and the settings where a field is blank. A missing value is an empty string, which the
 * components simply do not render.
 */
export const getSiteInfo = cached('getSiteInfo', ['site'], async (): Promise<SiteInfo> => {
  const db = await getDb();
  const [settingRows, sectionRows] = await Promise.all([
    db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings),
    db.select({ sectionType: websiteSections.sectionType, content: websiteSections.content }).from(websiteSections).where(eq(websiteSections.isActive, true)),
  ]);
  const setting = (key: string) => text(settingRows.find((row) => row.key === key)?.value);
  const section = (type: string) => sectionRows.find((row) => row.sectionType === type)?.content ?? {};
  const footer = section('footer') as Partial<FooterContent>;
  const logo = section('logo') as Partial<LogoContent>;
  const header = section('header') as Partial<HeaderContent>;
  const companyName = setting('company_name') || text(logo.text) || 'Axion Labs';
  const defaults = DEFAULT_SECTION_CONTENTS.header;

  return {
    companyName,
    siteTitle: setting('site_title'),
    siteDescription: setting('site_description'),
    companyDescription: text(footer.companyDescription),
    foundingYear: setting('founding_year'),
    email: setting('contact_email') || text(footer.email),
    phone: setting('contact_phone') || text(footer.phone),
    address: setting('contact_address') || text(footer.address),
    bookingUrl: setting('booking_url'),
    portfolioFileId: setting('portfolio_file'),
    partnershipGuideFileId: setting('partnership_guide_file'),
    chatUrl: setting('chat_url'),
    // On unless turned off: a switch never saved is on.
    visitStatistics: settingRows.find((row) => row.key === 'analytics_enabled')?.value !== false,
    prelaunch: settingRows.find((row) => row.key === PRELAUNCH_KEY)?.value === true,
    social: {
      linkedin: setting('social_linkedin'),
      instagram: setting('social_instagram'),
      github: setting('social_github'),
    },
    logo: { url: text(logo.url), alt: text(logo.alt) || companyName, text: text(logo.text) || companyName },
    header: {
      showSearch: typeof header.showSearch === 'boolean' ? header.showSearch : defaults.showSearch,
      ctaText: text(header.ctaText) || defaults.ctaText,
      ctaLink: text(header.ctaLink) || defaults.ctaLink,
    },
    footer: {
      companyDescription: text(footer.companyDescription),
      email: text(footer.email) || setting('contact_email'),
      phone: text(footer.phone) || setting('contact_phone'),
      address: text(footer.address) || setting('contact_address'),
    },
  };
});

export { siteTimeZone };

/** siteTimeZone for pages and actions, cached like getSiteInfo: saving Settings drops the 'site' tag. */
export const getSiteTimeZone = cached('getSiteTimeZone', ['site'], async (): Promise<string> => siteTimeZone(await getDb()));
