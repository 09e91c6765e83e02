import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { markNotFound } from '@/server/request-fault';
import { NotFoundContent } from './not-found-content';

/** What a page that found nothing puts in its head: the 404's title, kept out of search engines. */
export const NOT_FOUND_METADATA: Metadata = { title: 'Page not found', robots: { index: false, follow: true } };

/**
 * The 404 page, for a page whose record does not exist (`return notFoundPage()`). Rendered by the
 * page itself, inside its layout, and answered with status 404 by our HTTP server: Next.js 16's
 * notFound() sends an empty shell in production builds, so visitors without JavaScript and
 * crawlers got a blank page (docs/decisions/063-not-found-pages.md). Under `next dev`, which does
 * not run our server, it is notFound() as usual.
 */
export function notFoundPage() {
  if (!markNotFound()) notFound();
  return <NotFoundContent />;
}
