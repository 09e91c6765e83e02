import { ArrowRight, Clock } from 'lucide-react';
import Link from 'next/link';
import { BookingLink, PortfolioLink } from '@/components/site/calls-to-action';
import { CheckList, Section, cardClasses } from '@/components/site/sections';
import { SERVICE_CARDS, SERVICES } from '@/content/home';

/** 3. Six service cards linking to /services, and the consultation call to action. */
export function ServicesSection() {
  return (
    <Section id="services" eyebrow={SERVICES.eyebrow} title={SERVICES.title} subtitle={SERVICES.subtitle}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CARDS.map(({ title, description, icon: Icon, features, pricing, timeline, popular }) => (
          <li key={title} className={`${cardClasses} relative flex flex-col ${popular ? 'border-brand-400/50' : ''}`}>
            {popular && (
              <p className="absolute -top-3 right-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
            )}
            <Icon aria-hidden className="size-8 text-brand-300" />
            <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-2 text-sm text-slate-400">{description}</p>
            <CheckList items={features} className="mt-4" />
            <dl className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-white/10 pt-4 text-sm">
              <div>
                <dt className="sr-only">Pricing</dt>
                <dd className="font-semibold text-white">{pricing}</dd>
              </div>
              <div className="flex items-center gap-1 text-slate-400">
                <dt>
                  <Clock aria-hidden className="size-4" />
                  <span className="sr-only">Timeline</span>
                </dt>
                <dd>{timeline}</dd>
              </div>
            </dl>
            <Link href="/services" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-white">
              Learn more<span className="sr-only"> about {title}</span> <ArrowRight aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-12 rounded-3xl border border-brand-400/20 bg-brand-500/10 px-6 py-10 text-center sm:px-12">
        <h3 className="text-2xl font-bold text-white">{SERVICES.consultation.title}</h3>
        <p className="mx-auto mt-3 max-w-2xl text-slate-300">{SERVICES.consultation.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-4 sm:flex-row">
          <BookingLink variant="primary" />
          <PortfolioLink />
        </div>
      </div>
    </Section>
  );
}
