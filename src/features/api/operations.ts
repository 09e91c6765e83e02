// Every operation of the content API, in the order the reference lists them.
import 'server-only';
import { CASE_STUDY_OPERATIONS } from '@/features/case-studies/api';
import { FORM_OPERATIONS } from '@/features/forms/api';
import { LEAD_OPERATIONS } from '@/features/leads/api';
import { MEDIA_OPERATIONS } from '@/features/media/api';
import { PAGE_OPERATIONS } from '@/features/pages/api';
import { SETTINGS_OPERATIONS } from '@/features/settings/api';
import { COLLECTIONS } from '@/features/collections';
import type { Operation } from './operation';

export const OPERATIONS: readonly Operation[] = [
  ...PAGE_OPERATIONS,
  ...CASE_STUDY_OPERATIONS,
  ...COLLECTIONS.flatMap((collection) => collection.operations),
  ...MEDIA_OPERATIONS,
  ...LEAD_OPERATIONS,
  ...FORM_OPERATIONS,
  ...SETTINGS_OPERATIONS,
];
