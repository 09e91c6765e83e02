// /insights, the blog's index, as blocks: an introduction and every post (categories, search,
// pages); the footer offers the newsletter. Each post (/insights/{slug}) is a record of Posts in the admin.
import type { SeedPage } from './types';

export const INSIGHTS_TITLE = 'Insights';
export const INSIGHTS_META_TITLE = 'Insights: Engineering and AI Notes';
export const INSIGHTS_DESCRIPTION =
  'Practical notes from our engineers on AI, software delivery, architecture and security: what we learned shipping real projects.';

export function insightsPage(): SeedPage {
  return {
    slug: 'insights',
    title: INSIGHTS_TITLE,
    metaTitle: INSIGHTS_META_TITLE,
    metaDescription: INSIGHTS_DESCRIPTION,
    builtIn: true,
    blocks: [
      {
        type: 'hero',
        badge: 'Insights',
        title: 'Notes from building real software',
        text: INSIGHTS_DESCRIPTION,
      },
      { type: 'posts', anchor: 'posts', show: 'all' },
    ],
  };
}
