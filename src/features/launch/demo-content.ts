// What a fresh install was seeded with (decision 108): the seed writes this marker once, and Launch
// Ready lists each demo record or value that is still there unchanged, so that invented people,
// testimonials, case studies and placeholder links do not go live by accident. A record edited
// since the seed is the agency's own; one deleted is gone from the list. No 'server-only' mark:
// the seed runs outside Next.js.
import { siteSettings } from '@/server/db/schema';
import { LAUNCH_STATE_KEYS } from './keys';
import type { Database } from '@/server/db/client';

export const DEMO_CONTENT_KEY = LAUNCH_STATE_KEYS[0];

/** Settings whose seeded values are placeholders (the fictional 555 number, the demo booking and chat links). */
export const DEMO_SETTINGS = ['contact_phone', 'booking_url', 'chat_url'] as const;

export type DemoContentMarker = {
  seededAt: string;
  /** The ids of the records the seed made, by kind. */
  records: { caseStudies: string[]; partners: string[]; jobs: string[]; posts: string[]; authors: string[] };
  /** The seeded values of DEMO_SETTINGS. */
  values: Partial<Record<(typeof DEMO_SETTINGS)[number], string>>;
};

/** Written by the seed once, after it made the demo content; a database seeded before this has none. */
export async function recordDemoContent(db: Pick<Database, 'insert'>, marker: DemoContentMarker) {
  await db
    .insert(siteSettings)
    .values({
      key: DEMO_CONTENT_KEY,
      value: marker,
      type: 'json',
      description: 'What the demo install was seeded with (Launch Ready lists what is left of it).',
    })
    .onConflictDoNothing();
}
