// Every managed resource made with defineCollection (decision 103), in the order the content
// API's reference lists them. A new manager is a folder with its definition and one line here.
import 'server-only';
import type { z } from 'zod';
import { collectionOperations } from '@/features/api/collection';
import type { Operation } from '@/features/api/operation';
import { featuresCollection, projectTypesCollection, rateCardsCollection } from '@/features/estimator/collections';
import { jobsCollection } from '@/features/jobs/collection';
import { navigationCollection } from '@/features/navigation/collection';
import { partnersCollection } from '@/features/partners/collection';
import type { Collection, FormInput, RecordTable } from './define';

/** What the rest of the site takes of a collection, whatever its table: its names, roles and content API operations. */
export type RegisteredCollection = Pick<Collection, 'noun' | 'plural' | 'entityType' | 'access' | 'cacheTag'> & { operations: readonly Operation[] };

function register<T extends RecordTable, I extends FormInput, Item extends z.ZodObject, F extends z.ZodRawShape>(collection: Collection<T, I, Item, F>): RegisteredCollection {
  const { noun, plural, entityType, access, cacheTag } = collection;
  return { noun, plural, entityType, access, cacheTag, operations: collectionOperations(collection) };
}

export const COLLECTIONS: readonly RegisteredCollection[] = [
  register(jobsCollection),
  register(partnersCollection),
  register(navigationCollection),
  register(projectTypesCollection),
  register(featuresCollection),
  register(rateCardsCollection),
];
