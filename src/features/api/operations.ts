// Every operation of the content API, in the order the reference lists them: the collections'
// (features/collections), then the inbox's and the settings', which are not managed records.
import 'server-only';
import { COLLECTIONS } from '@/features/collections';
import { LEAD_OPERATIONS } from '@/features/leads/api';
import { SETTINGS_OPERATIONS } from '@/features/settings/api';
import type { Operation } from './operation';

export const OPERATIONS: readonly Operation[] = [...COLLECTIONS.flatMap((collection) => collection.operations), ...LEAD_OPERATIONS, ...SETTINGS_OPERATIONS];
