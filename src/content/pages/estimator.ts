// /estimator as blocks: its introduction (../estimator.ts) and the estimator itself.
import { ESTIMATOR_INTRO } from '../estimator';
import type { SeedPage } from './types';

export function estimatorPage(): SeedPage {
  return {
    slug: 'estimator',
    title: ESTIMATOR_INTRO.title,
    metaTitle: ESTIMATOR_INTRO.title,
    metaDescription:
      "Estimate your software project's cost in minutes: choose the type, features, scale, design level and delivery, and get a detailed breakdown by role.",
    builtIn: true,
    blocks: [{ type: 'hero', badge: ESTIMATOR_INTRO.eyebrow, title: ESTIMATOR_INTRO.title, text: ESTIMATOR_INTRO.subtitle }, { type: 'estimator' }],
  };
}
