import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { isUuid } from '@/features/admin/crud/server';
import { getIssue } from '@/features/newsletter/admin-queries';
import { previewHtml, toEditorIssue } from '@/features/newsletter/admin/editor-data';
import { IssueEditor } from '@/features/newsletter/admin/issue-editor';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { issueEditorContext } from '../editor-context';

export const metadata: Metadata = { title: 'Newsletter issue' };

export default async function IssuePage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  const user = await requireRoleForPage('editor', `/admin/newsletter/issues/${id}`);
  const db = await getDb();
  const issue = isUuid(id) ? await getIssue(db, id) : null;
  if (!issue) notFound();
  const [context, preview] = await Promise.all([issueEditorContext(db, user), previewHtml(db, issue)]);
  return <IssueEditor key={issue.id} issue={toEditorIssue(issue)} previewHtml={preview} {...context} />;
}
