import { ArrowRight, CalendarClock, Tag } from 'lucide-react';
import Link from 'next/link';
import { CheckList } from '@/components/site/sections';
import type { CoreService, ServicePage } from '@/content/services';
import { IconCard } from './icon-card';

/** A service of the /services overview: pricing, timeline, what is included and where to go next. */
export function CoreServiceCard({ service }: { service: CoreService }) {
  return (
    <IconCard icon={service.icon} title={service.title} description={service.description}>
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 text-slate-400">
            <Tag aria-hidden className="size-4" /> Pricing
          </dt>
          <dd className="mt-1 font-semibold text-white">{service.pricing}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-slate-400">
            <CalendarClock aria-hidden className="size-4" /> Timeline
          </dt>
          <dd className="mt-1 font-semibold text-white">{service.timeline}</dd>
        </div>
      </dl>
      <CheckList items={service.features} className="mt-5 flex-1" />
      <Link href={service.link.href} className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-300/80">
        {service.link.label} <ArrowRight aria-hidden className="size-4" />
      </Link>
    </IconCard>
  );
}

/** A link card to one of the service pages. */
export function ServiceLinkCard({ service }: { service: ServicePage }) {
  return (
    <IconCard icon={service.icon} title={service.name} description={service.summary}>
      <p className="mt-4 text-sm text-slate-300">
        <span className="text-slate-400">Pricing: </span>
        <span className="font-semibold text-white">{service.price}</span>
      </p>
      <Link
        href={`/services/${service.slug}`}
        className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-brand-300 hover:text-brand-300/80"
      >
        <span>
          Learn more<span className="sr-only"> about {service.name}</span>
        </span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </IconCard>
  );
}
