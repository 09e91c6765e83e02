// Estimator choices for tests: the plainest valid ones, which a test changes where it matters.
import type { EstimatorData } from './queries';
import type { EstimateChoices } from './schema';

/**
 * A visitor's choices for the first project type and feature of `data`: simple complexity,
 * nothing scaled, basic design, standard delivery. `change` replaces whole parts (`features`,
 * `contact`...), so the price a test works out depends only on what it names.
 */
export function estimateChoicesFor(data: EstimatorData, change: Partial<EstimateChoices> = {}): EstimateChoices {
  return {
    requestId: crypto.randomUUID(),
    projectTypeId: data.projectTypes[0]!.id,
    features: [{ id: data.features[0]!.id, complexity: 1 }],
    complexity: { scale: 0, complexity: 0, platforms: 0, performance: 0 },
    designLevel: 'basic',
    delivery: { timeline: 'standard', support: 'basic', phases: 0 },
    contact: { name: 'Grace', email: 'grace@example.com' },
    ...change,
  };
}
