import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { isUuid } from '@/features/admin/crud/server';
import { getIssue } from '@/features/newsletter/admin-queries';
import { editorChoices, previewHtml, toEditorIssue } from '@/features/newsletter/admin/editor-data';
import { IssueEditor } from '@/features/newsletter/admin/issue-editor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { hasRole } from '@/server/auth/roles';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

export const metadata: Metadata = { title: 'Newsletter issue' };

export default async function IssuePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const user = await requireRoleForPage('editor', `/admin/newsletter/issues/${id}`);
  const db = await getDb();
  const issue = isUuid(id) ? await getIssue(db, id) : null;
  if (!issue) notFound();
  const [choices, timeZone, preview] = await Promise.all([editorChoices(db), getSiteTimeZone(), previewHtml(db, issue)]);
  return (
    <IssueEditor
      key={issue.id}
      issue={toEditorIssue(issue)}
      posts={choices.posts}
      confirmed={choices.confirmed}
      canSend={hasRole(user.role, 'admin')}
      timeZone={timeZone}
      previewHtml={preview}
      userEmail={user.email}
    />
  );
}
