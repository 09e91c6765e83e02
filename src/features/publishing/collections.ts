// The collections that have drafts, versions and schedules, by their name in the publishing
// tables: those of the one list of collections (features/collections) with a publishing adapter.
import 'server-only';
import { COLLECTIONS } from '@/features/collections';
import type { Collection, PublishableCollection } from './types';

export function collectionOf(name: Collection): PublishableCollection<Record<string, unknown>> {
  const found = COLLECTIONS.find((collection) => collection.publishing?.collection === name)?.publishing;
  if (!found) throw new Error(`No collection publishes as ${name}.`);
  return found;
}
