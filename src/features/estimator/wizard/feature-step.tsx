'use client';

import { useId } from 'react';
import { COMPLEXITY_LABELS, FEATURE_CATEGORY_LABELS, type FeatureCategory } from '../options';
import type { EstimatorFeature } from '../queries';
import { formatHours } from './copy';
import { QuoteInstead, Slider, Switch } from './controls';

const CATEGORY_ORDER: FeatureCategory[] = ['core', 'advanced', 'integration', 'design'];

export function complexityName(level: number) {
  return COMPLEXITY_LABELS[level as 1 | 2 | 3] ?? COMPLEXITY_LABELS[1];
}

function FeatureCard({
  feature,
  complexity,
  onToggle,
  onComplexity,
}: {
  feature: EstimatorFeature;
  complexity: number | undefined;
  onToggle: (on: boolean) => void;
  onComplexity: (level: number) => void;
}) {
  const id = useId();
  const enabled = complexity !== undefined;
  const hours = feature.baseHours * feature.complexityMultiplier * (complexity ?? 1);
  return (
    <li className={`rounded-2xl border p-5 transition-colors ${enabled ? 'border-brand-400 bg-brand-500/10' : 'border-white/10 bg-white/[0.03]'}`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h4 id={`${id}-name`} className="font-semibold text-white">
            {feature.name}
          </h4>
          <p id={`${id}-description`} className="mt-1 text-sm text-slate-300">
            {feature.description}
          </p>
        </div>
        <Switch checked={enabled} onChange={onToggle} labelledBy={`${id}-name`} describedBy={`${id}-description`} />
      </div>
      <p className="mt-3 text-sm font-medium text-slate-200">{formatHours(hours)}</p>
      {enabled && (
        <div className="mt-3">
          <Slider
            compact
            label={`${feature.name} complexity`}
            min={1}
            max={3}
            step={1}
            value={complexity}
            valueText={complexityName(complexity)}
            onChange={onComplexity}
          />
          <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-400">
            <span>{COMPLEXITY_LABELS[1]}</span>
            <span>{COMPLEXITY_LABELS[2]}</span>
            <span>{COMPLEXITY_LABELS[3]}</span>
          </div>
        </div>
      )}
    </li>
  );
}

/** Step 2: the active features by category, each with its switch, complexity and hours. */
export function FeatureStep({
  features,
  selected,
  onToggle,
  onComplexity,
}: {
  features: EstimatorFeature[];
  selected: Record<string, number>;
  onToggle: (id: string, on: boolean) => void;
  onComplexity: (id: string, level: number) => void;
}) {
  const groups = CATEGORY_ORDER.map((category) => ({ category, items: features.filter((f) => f.category === category) })).filter((g) => g.items.length > 0);
  if (groups.length === 0) {
    return <QuoteInstead text="No features are available right now. Tell us what you need and we will prepare a quote for you." />;
  }
  const count = Object.keys(selected).length;
  return (
    <div className="space-y-10">
      <p className="text-sm text-slate-300" aria-live="polite">
        {count === 0 ? 'No features selected yet.' : `${count} ${count === 1 ? 'feature' : 'features'} selected.`}
      </p>
      {groups.map(({ category, items }) => (
        <section key={category} aria-labelledby={`features-${category}`}>
          <h3 id={`features-${category}`} className="text-xl font-semibold text-white">
            {FEATURE_CATEGORY_LABELS[category]}
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {items.map((feature) => (
              <FeatureCard
                key={feature.id}
                feature={feature}
                complexity={selected[feature.id]}
                onToggle={(on) => onToggle(feature.id, on)}
                onComplexity={(level) => onComplexity(feature.id, level)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
