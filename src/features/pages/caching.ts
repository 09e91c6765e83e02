// How a page of blocks may be cached (decision 099): the same answer for everyone, one per
// combination of the query parameters its blocks read (a paged list's page, Insights' category and
// search, the contact form's presets, the estimator's step, an application's outcome), whatever
// else its address carries (a campaign's utm_*); never a staff preview of a draft or a saved
// estimate's link. The built-in pages, the pages of the page manager and posts declare it.
import { cachePolicy } from '@/server/cache-policy';
import { PREVIEW_PARAM } from './urls';

export const BLOCK_QUERY_PARAMS = ['page', 'category', 'q', 'service', 'subject', 'partnership', 'step', 'sent', 'error'] as const;

export const blockPageCaching = cachePolicy.shared({ reads: BLOCK_QUERY_PARAMS, privateWith: [PREVIEW_PARAM, 'estimate'] });
