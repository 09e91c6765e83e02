// Building blocks of the marketing pages. Server components: they ship no JavaScript.
import type { ComponentProps, ReactNode } from 'react';
import type { AnalyticsEventName } from '@/features/analytics/collect';

export const cardClasses = 'rounded-2xl border border-white/10 bg-white/[0.03] p-6';

export function Container({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The top of a page: its one h1, a lead paragraph and the calls to action. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden pb-16 pt-32 sm:pt-40">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.22),transparent_60%)]" />
      <Container className="relative text-center">
        {eyebrow && <p className="inline-flex rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1 text-sm text-brand-300">{eyebrow}</p>}
        <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-white sm:text-6xl">{title}</h1>
        {subtitle && <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{subtitle}</p>}
        {actions && <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">{actions}</div>}
        {children}
      </Container>
    </section>
  );
}

/** A titled section of a page (h2), labelled for assistive technology by its heading. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  children,
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`py-20 ${className}`}>
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{eyebrow}</p>}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-slate-400">{subtitle}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}

export type Stat = { value: string; label: string };

export function StatGrid({ stats, className = '' }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${className}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={`${cardClasses} text-center`}>
          <dt className="text-sm text-slate-400">{stat.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-white">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TagList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-white/10 bg-white/5 px-3 py-1 text-xs text-slate-300">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action of a page. */
export function CtaBanner({ id = 'cta', title, text, actions }: { id?: string; title: string; text: string; actions: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-20">
      <Container>
        <div className="rounded-3xl border border-brand-400/20 bg-gradient-to-br from-brand-600/30 via-slate-900 to-fuchsia-900/20 px-6 py-14 text-center sm:px-12">
          <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">{actions}</div>
        </div>
      </Container>
    </section>
  );
}

/**
 * A link to another site: new tab, no access to this page, and said so to screen readers. `event`
 * names the click for the visit statistics (`data-event`, read by /visit.js); without it the
 * click counts as a plain outbound link.
 */
export function ExternalLink({ children, event, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { event?: AnalyticsEventName }) {
  return (
    <a target="_blank" rel="noopener noreferrer" data-event={event} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** A titled part of a detail page (a case study's challenge, a job's requirements). */
export function DetailPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
