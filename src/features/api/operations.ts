// Every operation of the content API, in the order the reference lists them.
import 'server-only';
import { CASE_STUDY_OPERATIONS } from '@/features/case-studies/api';
import { PAGE_OPERATIONS } from '@/features/pages/api';
import { SETTINGS_OPERATIONS } from '@/features/settings/api';
import type { Operation } from './operation';

export const OPERATIONS: readonly Operation[] = [...PAGE_OPERATIONS, ...CASE_STUDY_OPERATIONS, ...SETTINGS_OPERATIONS];
