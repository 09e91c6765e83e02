import { ArrowRight, Calculator } from 'lucide-react';
import Link from 'next/link';
import { BookingLink, ChatLink, PortfolioLink } from '@/components/site/calls-to-action';
import { Container } from '@/components/site/sections';
import { ButtonLink } from '@/components/ui/button';
import { FINAL_CTA } from '@/content/home';

/** 11. The closing call to action: contact, portfolio, booking, chat, and the Get Quote card. */
export function FinalCta() {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="py-20">
      <Container>
        <div className="grid items-center gap-8 rounded-3xl border border-brand-400/20 bg-gradient-to-br from-brand-600/30 via-slate-900 to-fuchsia-900/20 px-6 py-14 sm:px-12 lg:grid-cols-[1fr_20rem]">
          <div className="text-center lg:text-left">
            <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {FINAL_CTA.title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-slate-300">{FINAL_CTA.text}</p>
            <div className="mt-8 flex flex-col flex-wrap justify-center gap-4 sm:flex-row lg:justify-start">
              <ButtonLink href={FINAL_CTA.contact.href} size="lg">
                {FINAL_CTA.contact.label} <ArrowRight aria-hidden className="size-4" />
              </ButtonLink>
              <PortfolioLink />
              <BookingLink />
              <ChatLink />
            </div>
          </div>
          <Link
            href={FINAL_CTA.quote.link.href}
            className="group block rounded-2xl border border-white/15 bg-slate-950/60 p-6 transition-colors hover:border-brand-400/60"
          >
            <Calculator aria-hidden className="size-8 text-brand-300" />
            <h3 className="mt-4 text-xl font-semibold text-white">{FINAL_CTA.quote.title}</h3>
            <p className="mt-2 text-sm text-slate-300">{FINAL_CTA.quote.text}</p>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 group-hover:text-white">
              {FINAL_CTA.quote.link.label} <ArrowRight aria-hidden className="size-4" />
            </span>
          </Link>
        </div>
      </Container>
    </section>
  );
}
