import 'server-only';
import type { Database } from '@/server/db/client';
import { activePreviewLinks, type PreviewLink } from './preview-links';
import { pendingSchedules, type Schedule } from './schedules';
import type { Collection } from './types';
import { listVersions, type VersionSummary } from './versions';

export type PublishingPanels = { versions: VersionSummary[]; schedules: Schedule[]; links: PreviewLink[] };

/** The editor's history, schedules and preview links of a record. */
export async function publishingPanels(db: Database, collection: Collection, id: string): Promise<PublishingPanels> {
  const [versions, schedules, links] = await Promise.all([
    listVersions(db, collection, id),
    pendingSchedules(db, collection, id),
    activePreviewLinks(db, collection, id),
  ]);
  return { versions, schedules, links };
}
