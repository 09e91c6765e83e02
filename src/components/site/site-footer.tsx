import { Mail, MapPin, Phone, type SiteIcon } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NewsletterForm } from '@/features/newsletter/newsletter-form';
import { getSiteInfo } from '@/features/settings/queries';
import { Logo } from './logo';
import { ExternalLink } from './sections';
import { PhoneLink } from './phone-link';

const LINK_COLUMNS = [
  {
    title: 'Services',
    links: [
      { name: 'AI Automation', href: '/services/ai-automation' },
      { name: 'Web Development', href: '/services/web-development' },
      { name: 'Mobile Development', href: '/services/mobile-development' },
      { name: 'Staff Augmentation', href: '/services/staff-augmentation' },
      { name: 'All Services', href: '/services' },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { name: 'KYC Verification', href: '/solutions/kyc-verification' },
      { name: 'All Solutions', href: '/solutions' },
      { name: 'Get Estimate', href: '/estimator' },
      { name: 'Contact Us', href: '/contact' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About Us', href: '/about' },
      { name: 'Case Studies', href: '/case-studies' },
      { name: 'Insights', href: '/insights' },
      { name: 'Careers', href: '/careers' },
      { name: 'Partners', href: '/partners' },
    ],
  },
];

const LEGAL_LINKS = [
  { name: 'Privacy Policy', href: '/privacy' },
  { name: 'Terms of Service', href: '/terms' },
  { name: 'Cookie Policy', href: '/cookies' },
];

function LinkList({ links, className, linkClassName }: { links: readonly { name: string; href: string }[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One line of the company's contact details, its icon before it (at the first line of a text that wraps). */
function ContactLine({ icon: Icon, multiline, children }: { icon: SiteIcon; multiline?: boolean; children: ReactNode }) {
  return (
    <li className={`flex ${multiline ? 'items-start' : 'items-center'} gap-3`}>
      <Icon aria-hidden className={`${multiline ? 'mt-0.5 ' : ''}size-4 shrink-0 text-brand-300`} />
      {children}
    </li>
  );
}

export async function SiteFooter() {
  const site = await getSiteInfo();
  // The footer section's fields, or the Contact Info settings where it leaves them blank.
  const contact = site.footer;
  const social = [
    { name: 'LinkedIn', href: site.social.linkedin },
    { name: 'Instagram', href: site.social.instagram },
    { name: 'GitHub', href: site.social.github },
  ].filter((link) => link.href);

  return (
    <footer className="border-t border-white/10 bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <section
          aria-labelledby="newsletter-heading"
          className="mb-12 grid gap-6 rounded-2xl border border-white/10 bg-white/[0.03] p-6 md:grid-cols-2 md:items-center md:p-8"
        >
          <div>
            <h2 id="newsletter-heading" className="text-xl font-semibold text-white">
              Stay ahead in software and AI
            </h2>
            <p className="mt-2 text-sm text-slate-400">
              One email a month: practical engineering notes, case studies and what we learn shipping AI to production.
            </p>
          </div>
          <NewsletterForm />
        </section>

        <div className="grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Logo logo={site.logo} />
            {contact.companyDescription && <p className="mt-4 max-w-sm text-sm text-slate-400">{contact.companyDescription}</p>}
            <ul className="mt-6 space-y-3 text-sm text-slate-300">
              {contact.email && (
                <ContactLine icon={Mail}>
                  <a href={`mailto:${contact.email}`} className="hover:text-white">
                    {contact.email}
                  </a>
                </ContactLine>
              )}
              {contact.phone && (
                <ContactLine icon={Phone}>
                  <PhoneLink phone={contact.phone} className="hover:text-white" />
                </ContactLine>
              )}
              {contact.address && (
                <ContactLine icon={MapPin} multiline>
                  <address className="not-italic">{contact.address}</address>
                </ContactLine>
              )}
            </ul>
          </div>

          {LINK_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={`Footer: ${column.title}`}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <LinkList links={column.links} className="mt-4 space-y-2.5 text-sm" linkClassName="text-slate-400 hover:text-white" />
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-6 border-t border-white/10 pt-8 text-sm text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.companyName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName="hover:text-white" />
          </nav>
          {social.length > 0 && (
            <ul aria-label="Social media" className="flex gap-4">
              {social.map((link) => (
                <li key={link.name}>
                  <ExternalLink href={link.href} className="hover:text-white">
                    {link.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
