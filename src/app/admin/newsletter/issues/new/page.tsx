import type { Metadata } from 'next';
import { connection } from 'next/server';
import { editorChoices } from '@/features/newsletter/admin/editor-data';
import { IssueEditor } from '@/features/newsletter/admin/issue-editor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'New issue' };

export default async function NewIssuePage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/newsletter/issues/new');
  const [choices, timeZone] = await Promise.all([editorChoices(await getDb()), getSiteTimeZone()]);
  return (
    <IssueEditor
      issue={null}
      posts={choices.posts}
      confirmed={choices.confirmed}
      canSend={hasRole(user.role, 'admin')}
      timeZone={timeZone}
      previewHtml={null}
      userEmail={user.email}
    />
  );
}
