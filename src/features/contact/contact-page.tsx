import type { ReactNode } from 'react';
import { Calculator, CalendarDays, Clock, FolderOpen, Mail, MapPin, Phone, type SiteIcon } from '@/components/icons';
import Link from 'next/link';
import { Island } from '@/components/island';
import { BookingLink } from '@/components/site/calls-to-action';
import { CheckList } from '@/components/site/check-list';
import { cardClasses, ExternalLink } from '@/components/site/sections';
import { ContactForm } from '@/features/blocks/lazy';
import type { ContactFormDefaults } from './contact-form';
import { formTokenForThisRender } from './page-form-token';
import { PARTNERSHIP_INTERESTS, SERVICE_PROJECT_TYPES, type PartnershipInterest } from './options';
import { isFormOpenForDisplay } from '@/features/forms/availability';
import { FORM_SLUGS } from '@/features/forms/catalogue';
import { FormClosedNotice } from '@/features/forms/form-closed-notice';
import { getSiteInfo } from '@/features/settings/queries';
import { PhoneLink } from '@/components/site/phone-link';

export type ContactSearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined) {
  return (Array.isArray(value) ? value[0] : value)?.slice(0, 500);
}

/** Presets from the buttons that link here: a subject, a partnership programme, a service. */
function formDefaults(params: ContactSearchParams): ContactFormDefaults {
  const partnership = first(params.partnership);
  if (partnership && partnership in PARTNERSHIP_INTERESTS) {
    const label = PARTNERSHIP_INTERESTS[partnership as PartnershipInterest];
    return { partnershipType: partnership, projectType: 'Other', message: `I'm interested in the ${label}.\n\n` };
  }
  const subject = first(params.subject);
  const service = first(params.service);
  return {
    projectType: service ? SERVICE_PROJECT_TYPES[service] : undefined,
    message: subject ? `Regarding: ${subject}\n\n` : undefined,
  };
}

/** A line of the contact card: its icon, what it is, then what the card says of it. */
function ContactItem({ icon: Icon, title, children }: { icon: SiteIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-300" />
      <div>
        <p className="font-medium text-white">{title}</p>
        {children}
      </div>
    </li>
  );
}

const quickActionClasses = 'flex items-center gap-2 rounded-lg p-2 text-slate-200 hover:bg-white/5 hover:text-white';
const quickIconClasses = 'size-4 text-brand-300';

/** The query parameters the page reads (the page cache keys it by these alone: src/server/page-cache.ts). */
const PRESET_KEYS = ['service', 'subject', 'partnership'] as const;

type SectionProps = {
  params: ContactSearchParams;
  /** The address of the page it is on (the form posts there without JavaScript). */
  path: string;
  formTitle: string;
  hours: readonly { days: string; hours: string }[];
  /** "Why choose us": none, no box. */
  reasons: readonly string[];
};

/**
 * The inquiry form (preset by ?subject=, ?partnership=, ?service=) beside the contact card: the
 * contact-form block of the page builder. Nothing here depends on the visitor (the page is
 * cached): the form reads the page's address and referrer in the browser, or the server from the post.
 */
export async function ContactFormSection({ params, path, formTitle, hours, reasons }: SectionProps) {
  const [site, open, formToken] = await Promise.all([getSiteInfo(), isFormOpenForDisplay(FORM_SLUGS.contact), formTokenForThisRender()]);
  const query = new URLSearchParams(PRESET_KEYS.flatMap((key) => (params[key] === undefined ? [] : [[key, first(params[key]) ?? '']])));
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address)}`;

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section aria-labelledby="inquiry-heading" className={`${cardClasses} sm:p-8 lg:col-span-2`}>
        <h2 id="inquiry-heading" className="text-2xl font-bold text-white">
          {formTitle}
        </h2>
        {open ? (
          <>
            <p className="mb-6 mt-2 text-sm text-slate-400">Fields marked * are required.</p>
            <ContactForm formToken={formToken} defaults={formDefaults(params)} permalink={`${path}${query.size ? `?${query}` : ''}`} />
            {/* Where React does not run: the check (the first listener), then the sending. */}
            <Island name="contact-form" />
            <Island name="form-post" />
          </>
        ) : (
          <div className="mt-6">
            <FormClosedNotice>
              {site.email && (
                <p>
                  You can still reach us at{' '}
                  <a href={`mailto:${site.email}`} className="text-brand-300 underline hover:text-white">
                    {site.email}
                  </a>
                  .
                </p>
              )}
            </FormClosedNotice>
          </div>
        )}
      </section>

      <div className="space-y-6">
        <section aria-labelledby="contact-info-heading" className={cardClasses}>
          <h2 id="contact-info-heading" className="text-lg font-semibold text-white">
            Contact Information
          </h2>
          <ul className="mt-4 space-y-5 text-sm">
            {site.address && (
              <ContactItem icon={MapPin} title="Office">
                <address className="not-italic text-slate-300">{site.address}</address>
                <ExternalLink href={mapUrl} className="text-brand-300 underline hover:text-white">
                  Get Directions
                </ExternalLink>
              </ContactItem>
            )}
            {site.phone && (
              <ContactItem icon={Phone} title="Phone">
                <PhoneLink phone={site.phone} className="text-slate-300 underline hover:text-white" />
              </ContactItem>
            )}
            {site.email && (
              <ContactItem icon={Mail} title="Email">
                <a href={`mailto:${site.email}`} className="text-slate-300 underline hover:text-white">
                  {site.email}
                </a>
              </ContactItem>
            )}
            {hours.length > 0 && (
              <ContactItem icon={Clock} title="Business Hours">
                <dl className="text-slate-300">
                  {hours.map((row) => (
                    <div key={row.days} className="flex gap-2">
                      <dt>{row.days}:</dt>
                      <dd>{row.hours}</dd>
                    </div>
                  ))}
                </dl>
                <BookingLink label="Book a Meeting" variant="ghost" size="sm" className="mt-2 -ml-4" />
              </ContactItem>
            )}
          </ul>
        </section>

        {reasons.length > 0 && (
          <section aria-labelledby="why-heading" className={cardClasses}>
            <h2 id="why-heading" className="text-lg font-semibold text-white">
              Why Choose {site.companyName}
            </h2>
            <CheckList items={reasons} className="mt-4" />
          </section>
        )}

        <section aria-labelledby="quick-actions-heading" className={cardClasses}>
          <h2 id="quick-actions-heading" className="text-lg font-semibold text-white">
            Quick Actions
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link href="/estimator" className={quickActionClasses}>
                <Calculator aria-hidden className={quickIconClasses} /> Get a project estimate
              </Link>
            </li>
            <li>
              <Link href="/case-studies" className={quickActionClasses}>
                <FolderOpen aria-hidden className={quickIconClasses} /> View case studies
              </Link>
            </li>
            <li>
              {site.bookingUrl ? (
                <ExternalLink href={site.bookingUrl} event="booking_click" className={quickActionClasses}>
                  <CalendarDays aria-hidden className={quickIconClasses} /> Schedule a consultation
                </ExternalLink>
              ) : (
                <Link href="#inquiry-heading" className={quickActionClasses}>
                  <CalendarDays aria-hidden className={quickIconClasses} /> Schedule a consultation
                </Link>
              )}
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
