import { connection } from 'next/server';
import { SiteShell } from '@/components/site/site-shell';
import { JSON_FEED_PATH, RSS_PATH } from '@/features/posts/feeds';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // Header and footer come from the database: render at request time, never at build time.
  await connection();
  return (
    <>
      {/* Every public page names the Insights feeds, for feed readers (React puts these links in the head). */}
      <link rel="alternate" type="application/rss+xml" title="Insights (RSS)" href={RSS_PATH} />
      <link rel="alternate" type="application/feed+json" title="Insights (JSON Feed)" href={JSON_FEED_PATH} />
      <SiteShell>{children}</SiteShell>
    </>
  );
}
