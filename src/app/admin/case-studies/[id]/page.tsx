import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getEditedCaseStudy } from '@/features/case-studies/admin-queries';
import { CaseStudyEditor } from '@/features/case-studies/case-study-editor';
import { publishingPanels } from '@/features/publishing/panels';
import { getSiteTimeZone } from '@/features/settings/queries';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { env } from '@/server/env';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const study = await getEditedCaseStudy(await getDb(), (await params).id);
  return { title: study ? `Edit ${study.doc.title || 'case study'}` : 'Case study not found' };
}

export default async function EditCaseStudyPage({ params }: Props) {
  await connection();
  const { id } = await params;
  await requireRoleForPage('editor', `/admin/case-studies/${id}`);
  const db = await getDb();
  const record = await getEditedCaseStudy(db, id);
  if (!record) notFound();
  const [panels, timeZone] = await Promise.all([publishingPanels(db, 'case_study', id), getSiteTimeZone()]);
  // A new key per case study: opening another one starts a fresh editor.
  return <CaseStudyEditor key={record.id} record={record} panels={panels} timeZone={timeZone} siteUrl={env().siteUrl} />;
}
