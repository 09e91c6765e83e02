import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

export default function HomePage() {
  return (
    <section className="relative overflow-hidden px-4 pb-24 pt-36 sm:px-6 lg:px-8">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(99,102,241,0.25),transparent_60%)]" />
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full border border-brand-400/30 bg-brand-500/10 px-4 py-1 text-sm text-brand-300">
          Software & AI engineering since 2018
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">
          We build software that moves your business forward
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
          Custom software, AI automation, web and mobile apps for startups and enterprises: 200+ projects delivered by a
          senior team of 20+ engineers.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href="/estimator" size="lg">
            Get a Free Estimate <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline" size="lg">
            Talk to an Engineer
          </ButtonLink>
        </div>
        <dl className="mx-auto mt-16 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {[
            ['200+', 'Projects delivered'],
            ['20+', 'Engineers'],
            ['99.9%', 'Uptime'],
            ['8+', 'Years'],
          ].map(([figure, label]) => (
            <div key={label} className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
              <dt className="text-sm text-slate-400">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-white">{figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
