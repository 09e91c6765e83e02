// Every managed resource (decision 103): the one list the content API's operations and the
// publishing workflow's collections come from, in the order the API's reference lists them. Most
// are made with defineCollection (one definition each); pages, case studies, media and forms keep
// modules of their own (a page is written through its drafts, a file through its upload, a form
// through its builder) and are listed with their operations and publishing adapter. Webhook
// endpoints, API keys and identity providers come last: admins manage them under Settings, and they are not in the API
// (no `api` view, so no operations). Leads, form entries and the newsletter are plain modules:
// they are not managed records but what visitors send.
import 'server-only';
import type { z } from 'zod';
import { apiKeysCollection } from '@/features/api-keys/collection';
import { collectionOperations } from '@/features/api/collection';
import type { Operation } from '@/features/api/operation';
import { authorsCollection } from '@/features/authors/collection';
import { CASE_STUDY_OPERATIONS } from '@/features/case-studies/api';
import { caseStudyCollection } from '@/features/case-studies/publishing';
import { featuresCollection, projectTypesCollection, rateCardsCollection } from '@/features/estimator/collections';
import { FORM_OPERATIONS } from '@/features/forms/api';
import { jobsCollection } from '@/features/jobs/collection';
import { MEDIA_OPERATIONS } from '@/features/media/api';
import { navigationCollection } from '@/features/navigation/collection';
import { PAGE_OPERATIONS } from '@/features/pages/api';
import { pageCollection } from '@/features/pages/publishing';
import { partnersCollection } from '@/features/partners/collection';
import type { PublishableCollection } from '@/features/publishing/types';
import { identityProvidersCollection } from '@/features/sso/collection';
import { webhooksCollection } from '@/features/webhooks/collection';
import type { Role } from '@/server/auth/roles';
import type { Collection, FormInput, RecordTable } from './define';

/** What the rest of the site takes of a collection, whatever its table. */
export type RegisteredCollection = {
  plural: string;
  /**
   * The admin screen that manages it, and the least role that writes it: the sidebar (admin/navigation.ts)
   * must link that screen for those writers (collections.test.ts checks it).
   */
  screen: { href: string; writers: Role };
  /** Its content API operations (none: not in the API). */
  operations: readonly Operation[];
  /** Drafts, versions and schedules (decision 085). */
  publishing?: PublishableCollection<Record<string, unknown>>;
};

function defined<T extends RecordTable, I extends FormInput, Item extends z.ZodObject, F extends z.ZodRawShape>(
  collection: Collection<T, I, Item, F>,
  href: string,
): RegisteredCollection {
  return { plural: collection.plural, screen: { href, writers: collection.access.write }, operations: collectionOperations(collection) };
}

/** Pages, case studies, media and forms: written by editors. */
const byEditors = (href: string) => ({ href, writers: 'editor' as const });

/**
 * A publishing adapter for the registry. Its documents are only ever the ones its own draftSchema
 * or publishedDoc made (the workflow never mixes collections), so forgetting their type is safe.
 */
const publishable = <Doc extends Record<string, unknown>>(adapter: PublishableCollection<Doc>) =>
  adapter as unknown as PublishableCollection<Record<string, unknown>>;

export const COLLECTIONS: readonly RegisteredCollection[] = [
  { plural: 'pages', screen: byEditors('/admin/pages'), operations: PAGE_OPERATIONS, publishing: publishable(pageCollection) },
  { plural: 'case studies', screen: byEditors('/admin/case-studies'), operations: CASE_STUDY_OPERATIONS, publishing: publishable(caseStudyCollection) },
  defined(jobsCollection, '/admin/jobs'),
  defined(partnersCollection, '/admin/partners'),
  defined(navigationCollection, '/admin/navigation'),
  { plural: 'media files', screen: byEditors('/admin/media'), operations: MEDIA_OPERATIONS },
  { plural: 'forms', screen: byEditors('/admin/forms'), operations: FORM_OPERATIONS },
  defined(projectTypesCollection, '/admin/estimator'),
  defined(featuresCollection, '/admin/estimator'),
  defined(rateCardsCollection, '/admin/estimator'),
  defined(authorsCollection, '/admin/authors'),
  defined(webhooksCollection, '/admin/settings'),
  defined(apiKeysCollection, '/admin/settings'),
  defined(identityProvidersCollection, '/admin/settings'),
];
