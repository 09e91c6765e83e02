import type { BlockProps } from '../render-context';
import { BlockSection } from '../parts';

/** Numbered steps, each with its period if any ("Weeks 1-2"), an h3 and a description. */
export function ProcessBlock({ block }: BlockProps<'process'>) {
  const columns = block.steps.length % 3 === 0 && block.steps.length !== 12 ? 'md:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4';
  return (
    <BlockSection block={block}>
      <ol aria-label={block.title || 'Steps'} className={`grid gap-6 ${columns}`}>
        {block.steps.map((step, index) => (
          <li key={index} className="relative rounded-2xl border border-white/10 bg-white/[0.03] p-6">
            <div className="flex items-center gap-3">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              {step.duration && <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{step.duration}</p>}
            </div>
            <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
            {step.text && <p className="mt-2 text-sm leading-relaxed text-slate-400">{step.text}</p>}
          </li>
        ))}
      </ol>
    </BlockSection>
  );
}
