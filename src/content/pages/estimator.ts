// /estimator as blocks: its introduction (../estimator.ts) and the estimator itself.
import { ESTIMATOR_PAGE } from '@/features/seo/public-pages';
import { ESTIMATOR_INTRO } from '../estimator';
import type { SeedPage } from './types';

export function estimatorPage(): SeedPage {
  return {
    slug: 'estimator',
    title: ESTIMATOR_PAGE.title,
    metaTitle: ESTIMATOR_PAGE.title,
    metaDescription: ESTIMATOR_PAGE.description,
    builtIn: true,
    blocks: [
      { type: 'hero', badge: ESTIMATOR_INTRO.eyebrow, title: ESTIMATOR_INTRO.title, text: ESTIMATOR_INTRO.subtitle },
      { type: 'estimator' },
    ],
  };
}
