// Every operation of the content API, in the order the reference lists them.
import 'server-only';
import { CASE_STUDY_OPERATIONS } from '@/features/case-studies/api';
import { ESTIMATOR_OPERATIONS } from '@/features/estimator/api';
import { FORM_OPERATIONS } from '@/features/forms/api';
import { JOB_OPERATIONS } from '@/features/jobs/api';
import { LEAD_OPERATIONS } from '@/features/leads/api';
import { MEDIA_OPERATIONS } from '@/features/media/api';
import { NAVIGATION_OPERATIONS } from '@/features/navigation/api';
import { PAGE_OPERATIONS } from '@/features/pages/api';
import { PARTNER_OPERATIONS } from '@/features/partners/api';
import { SETTINGS_OPERATIONS } from '@/features/settings/api';
import type { Operation } from './operation';

export const OPERATIONS: readonly Operation[] = [
  ...PAGE_OPERATIONS,
  ...CASE_STUDY_OPERATIONS,
  ...JOB_OPERATIONS,
  ...PARTNER_OPERATIONS,
  ...NAVIGATION_OPERATIONS,
  ...MEDIA_OPERATIONS,
  ...LEAD_OPERATIONS,
  ...FORM_OPERATIONS,
  ...ESTIMATOR_OPERATIONS,
  ...SETTINGS_OPERATIONS,
];
