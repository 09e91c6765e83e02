// Placeholders while the estimator's data streams in (public-site.md section 2): 8 project-type
// cards, or 3 categories of 4 feature cards when the visitor comes back to step 2.
// No hooks: rendered by the page (server) and by the wizard before it has read its stored state.
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { REPLY_TIME } from '@/features/contact/promises';
const pulse = 'animate-pulse rounded-md bg-white/10 motion-reduce:animate-none';

function CardSkeleton() {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.03] p-5">
      <div className={`${pulse} h-5 w-2/3`} />
      <div className={`${pulse} mt-4 h-3 w-full`} />
      <div className={`${pulse} mt-2 h-3 w-5/6`} />
      <div className={`${pulse} mt-5 h-6 w-28 rounded-full`} />
    </div>
  );
}

export function ProjectTypeSkeletons() {
  return (
    <div data-testid="project-type-skeletons" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Array.from({ length: 8 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}

export function FeatureSkeletons() {
  return (
    <div data-testid="feature-skeletons" className="space-y-10">
      {Array.from({ length: 3 }, (_, category) => (
        <div key={category}>
          <div className={`${pulse} h-6 w-48`} />
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The whole wizard while loading: progress bar, heading and the cards of the step asked for. Without
 * JavaScript the wizard never arrives: the placeholders give way to a way to ask for a quote.
 */
export function WizardSkeleton({ step = 1 }: { step?: number }) {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl">
      <span className="sr-only noscript:hidden">Loading the estimator...</span>
      <div aria-hidden className="noscript:hidden">
        <div className="flex justify-between">
          <div className={`${pulse} h-4 w-24`} />
          <div className={`${pulse} h-4 w-24`} />
        </div>
        <div className={`${pulse} mt-3 h-2 w-full rounded-full`} />
        <div className="mt-8 rounded-3xl border border-white/10 bg-slate-900/60 p-5 sm:p-8">
          <div className={`${pulse} h-8 w-72 max-w-full`} />
          <div className={`${pulse} mt-3 mb-8 h-4 w-96 max-w-full`} />
          {step === 2 ? <FeatureSkeletons /> : <ProjectTypeSkeletons />}
        </div>
      </div>
      {/* Not a <noscript>: the CSS scripting feature also holds where scripts are switched off after parsing. */}
      <div className="mx-auto hidden max-w-2xl rounded-3xl border border-white/10 bg-slate-900/60 p-6 text-center noscript:block sm:p-8">
        <p className="text-lg font-semibold text-white">The estimator works out prices in your browser and needs JavaScript.</p>
        <p className="mt-2 text-slate-300">Turn JavaScript on and reload this page, or tell us about your project: we reply within {REPLY_TIME}.</p>
        <Link href="/contact" className={buttonClasses({ size: 'lg' }, 'mt-6')}>
          Tell Us About Your Project
        </Link>
      </div>
    </div>
  );
}
