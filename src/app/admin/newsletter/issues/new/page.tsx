import type { Metadata } from 'next';
import { connection } from 'next/server';
import { IssueEditor } from '@/features/newsletter/admin/issue-editor';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { issueEditorContext } from '../editor-context';

export const metadata: Metadata = { title: 'New issue' };

export default async function NewIssuePage() {
  await connection();
  const user = await requireRoleForPage('editor', '/admin/newsletter/issues/new');
  return <IssueEditor issue={null} previewHtml={null} {...await issueEditorContext(await getDb(), user)} />;
}
