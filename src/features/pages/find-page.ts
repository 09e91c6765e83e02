// What the /{slug} viewer shows for a path: a published page, a staff preview of a draft, a
// permanent redirect from a former slug, or nothing (the 404 page).
import 'server-only';
import { cache } from 'react';
import { getSessionUser } from '@/server/auth/session';
import { hasRole } from '@/server/auth/roles';
import { logger } from '@/server/logger';
import { getPageForPreview, getPublishedPageBySlug, getRedirectTarget, type ViewedPage } from './queries';
import { recordPath } from './urls';
import { SLUG_FORMAT } from './slug';

export type PageLookup = { kind: 'page'; page: ViewedPage; preview: boolean } | { kind: 'redirect'; path: string } | { kind: 'missing' };

/**
 * One lookup per request (generateMetadata and the page share it). The session is read only
 * when a preview is asked for, so visitors' requests never touch it. A failed read is logged
 * and shows the 404 page, as the spec says.
 */
export const findPage = cache(async (segments: string, previewRequested: boolean): Promise<PageLookup> => {
  const parts = segments.split('/');
  const slug = parts[0];
  // A path that cannot be a slug is never looked up (the database would refuse some, such as a NUL).
  if (parts.length !== 1 || !slug || slug.length > 200 || !SLUG_FORMAT.test(slug)) return { kind: 'missing' };
  try {
    const page = await getPublishedPageBySlug(slug);
    // A post is read under /insights (an article of the site from before Insights moved there).
    if (page?.kind === 'post') return { kind: 'redirect', path: recordPath(page) };
    if (page) return { kind: 'page', page, preview: false };
    if (previewRequested && hasRole((await getSessionUser())?.role, 'editor')) {
      const draft = await getPageForPreview(slug);
      if (draft?.kind === 'page') return { kind: 'page', page: draft, preview: true };
    }
    const target = await getRedirectTarget(slug);
    return target ? { kind: 'redirect', path: target } : { kind: 'missing' };
  } catch (error) {
    logger.error({ err: error, slug }, 'Error loading page');
    return { kind: 'missing' };
  }
});
