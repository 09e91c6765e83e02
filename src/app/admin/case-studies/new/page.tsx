import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CaseStudyEditor } from '@/features/case-studies/case-study-editor';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { env } from '@/server/env';

export const metadata: Metadata = { title: 'Create New Case Study' };

export default async function NewCaseStudyPage() {
  await connection();
  await requireRoleForPage('editor', '/admin/case-studies/new');
  return <CaseStudyEditor record={null} timeZone={await getSiteTimeZone()} siteUrl={env().siteUrl} />;
}
