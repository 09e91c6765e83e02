// The collections that have drafts, versions and schedules, by their name in the publishing tables.
import 'server-only';
import { caseStudyCollection } from '@/features/case-studies/publishing';
import { pageCollection } from '@/features/pages/publishing';
import type { Collection, PublishableCollection } from './types';

const COLLECTIONS: Record<Collection, PublishableCollection<Record<string, unknown>>> = {
  page: pageCollection as unknown as PublishableCollection<Record<string, unknown>>,
  case_study: caseStudyCollection as unknown as PublishableCollection<Record<string, unknown>>,
};

export function collectionOf(name: Collection) {
  return COLLECTIONS[name];
}
