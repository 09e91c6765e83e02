import 'server-only';
import { eq } from 'drizzle-orm';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db/client';
import { siteSettings, websiteSections, type FooterContent, type HeaderContent, type LogoContent } from '@/server/db/schema';

export type SiteInfo = {
  companyName: string;
  companyDescription: string;
  email: string;
  phone: string;
  address: string;
  bookingUrl: string;
  /** The media file offered by every 'download portfolio' link (/portfolio); empty when none is set. */
  portfolioFileId: string;
  chatUrl: string;
  social: { linkedin: string; instagram: string; github: string };
  logo: LogoContent;
  header: HeaderContent;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * What the header, footer and contact page show about the company. Site settings win; the footer
 * section fills what they leave empty; a missing value is an empty string, which the components
 * simply do not render.
 */
export const getSiteInfo = cached('getSiteInfo', ['site'], async (): Promise<SiteInfo> => {
  const db = await getDb();
  const [settingRows, sectionRows] = await Promise.all([
    db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings),
    db
      .select({ sectionType: websiteSections.sectionType, content: websiteSections.content })
      .from(websiteSections)
      .where(eq(websiteSections.isActive, true)),
  ]);
  const setting = (key: string) => text(settingRows.find((row) => row.key === key)?.value);
  const section = (type: string) => sectionRows.find((row) => row.sectionType === type)?.content ?? {};
  const footer = section('footer') as Partial<FooterContent>;
  const logo = section('logo') as Partial<LogoContent>;
  const header = section('header') as Partial<HeaderContent>;
  const companyName = setting('company_name') || text(logo.text) || 'Axion Labs';

  return {
    companyName,
    companyDescription: text(footer.companyDescription),
    email: setting('contact_email') || text(footer.email),
    phone: setting('contact_phone') || text(footer.phone),
    address: setting('contact_address') || text(footer.address),
    bookingUrl: setting('booking_url'),
    portfolioFileId: setting('portfolio_file'),
    chatUrl: setting('chat_url'),
    social: {
      linkedin: setting('social_linkedin'),
      instagram: setting('social_instagram'),
      github: setting('social_github'),
    },
    logo: { url: text(logo.url), alt: text(logo.alt) || companyName, text: text(logo.text) || companyName },
    header: {
      showSearch: header.showSearch ?? true,
      ctaText: text(header.ctaText) || 'Get Estimate',
      ctaLink: text(header.ctaLink) || '/estimator',
    },
  };
});
