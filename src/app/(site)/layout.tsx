import { headers } from 'next/headers';
import { connection } from 'next/server';
import { SiteShell } from '@/components/site/site-shell';
import { visitScriptAsset } from '@/features/analytics/script-asset';
import { JSON_FEED_PATH, RSS_PATH } from '@/features/posts/feeds';
import { getSiteInfo } from '@/features/settings/queries';
import { NONCE_HEADER } from '@/server/security-headers';

/**
 * Chromium's speculation rules: the site's own pages, fetched ahead on hover (or touch). Not the
 * links that do something when fetched (a newsletter confirmation, an unsubscribe), files, feeds
 * or the admin.
 */
const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          {
            not: {
              href_matches: [
                '/admin',
                '/admin/*',
                '/api/*',
                '/ax-admin-panel',
                '/ax-admin-panel/*',
                '/estimates/*',
                '/preview/*',
                '/newsletter/*',
                '/media/*',
                '/portfolio',
                '/partnership-guide',
                '/*.xml',
                '/*.json',
              ],
            },
          },
          { not: { selector_matches: '[rel~=nofollow], [download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Header and footer come from the database: render at request time, never at build time.
  await connection();
  // The CSP runs scripts carrying the request's nonce (a page from the page cache has none: its policy trusts 'self').
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const { visitStatistics, prelaunch } = await getSiteInfo();
  return (
    <>
      {/* Every public page names the Insights feeds, for feed readers (React puts these links in the head). */}
      <link rel="alternate" type="application/rss+xml" title="Insights (RSS)" href={RSS_PATH} />
      <link rel="alternate" type="application/feed+json" title="Insights (JSON Feed)" href={JSON_FEED_PATH} />
      {/* Pre-launch mode (decision 108): every public page stays out of search results until launch (React puts it in the head). */}
      {prelaunch && <meta name="robots" content="noindex, nofollow" />}
      <SiteShell>{children}</SiteShell>
      {/* Visit statistics without cookies (decision 093): loaded after the page, never in its way; none when turned off in Settings. */}
      {visitStatistics && <script src={visitScriptAsset().src} async nonce={nonce} />}
      {/* The next page's HTML is fetched as the pointer rests on its link (decision 100): it comes from the answer cache. */}
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  );
}
