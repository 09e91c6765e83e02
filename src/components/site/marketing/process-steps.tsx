import type { Phase } from '@/content/solutions';

/** Numbered steps or timeline phases, in order: each with its number, its period if any ("Weeks 1-2"), an h3 and a description. */
export function ProcessSteps({ steps, label }: { steps: readonly Phase[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-white/10 bg-white/[0.03] p-6">
          <div className="flex items-center gap-3">
            <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            {step.period && <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{step.period}</p>}
          </div>
          <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-400">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
