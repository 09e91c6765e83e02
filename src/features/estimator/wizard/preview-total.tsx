'use client';

import { useMemo } from 'react';
import { DESIGN_LEVEL_OPTIONS } from '../options';
import { calculateEstimate, formatUsd } from '../pricing';
import type { EstimatorData } from '../queries';
import { formatHours } from './copy';
import type { WizardChoices } from './state';

/**
 * The running total from step 2 on, computed in the browser with the same formula as the server.
 * Only a preview: the server recomputes every number from the saved data when generating.
 */
export function PreviewTotal({ data, choices }: { data: EstimatorData; choices: WizardChoices }) {
  const breakdown = useMemo(() => {
    const features = Object.entries(choices.features).flatMap(([id, complexity]) => {
      const feature = data.features.find((f) => f.id === id);
      return feature ? [{ ...feature, complexity }] : [];
    });
    if (features.length === 0) return null;
    try {
      return calculateEstimate(
        { features, scale: choices.complexity.scale, designLevel: choices.designLevel ?? 'basic', timeline: choices.delivery.timeline },
        data.rates,
        data.settings,
      );
    } catch {
      return null;
    }
  }, [data, choices]);

  const design = DESIGN_LEVEL_OPTIONS.find((o) => o.value === choices.designLevel);
  return (
    <div className="flex min-w-0 flex-1 items-center justify-between gap-4 sm:justify-start">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-200">Estimated total (preview)</p>
        <p className="hidden text-xs text-slate-300 md:block">
          {design ? `Includes ${design.name} design.` : 'Before choosing a design level.'} The final price is calculated when you generate the estimate.
        </p>
      </div>
      {breakdown ? (
        <p className="shrink-0 text-right sm:text-left">
          <span data-testid="preview-total" className="block text-xl font-bold text-white sm:text-2xl">
            {formatUsd(breakdown.total)}
          </span>
          <span className="block text-xs text-slate-300">{formatHours(breakdown.totalHours)}</span>
        </p>
      ) : (
        <p className="shrink-0 text-sm text-slate-300">Select features to see a preview.</p>
      )}
    </div>
  );
}
