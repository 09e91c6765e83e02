import type { Metadata } from 'next';
import { notFoundPage } from '@/components/site/not-found-page';
import { connection } from 'next/server';
import { cache } from 'react';
import { markLeadRead } from '@/features/leads/admin-leads';
import { getLeadDetail } from '@/features/leads/admin-queries';
import { LeadDetailView } from '@/features/leads/lead-detail';
import { requireRoleForPage } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { signedFileUrl } from '@/server/storage/signed-url';

// The page and its title read the same lead once per request.
const leadDetail = cache(async (id: string) => getLeadDetail(await getDb(), id));

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  await connection();
  const { id } = await params;
  // The title names the lead: only for staff, as the page itself.
  await requireRoleForPage('editor', `/admin/leads/${encodeURIComponent(id)}`);
  const detail = await leadDetail(id);
  return { title: detail ? `Lead: ${detail.lead.name}` : 'Lead not found' };
}

export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  await requireRoleForPage('editor', `/admin/leads/${encodeURIComponent(id)}`);
  const detail = await leadDetail(id);
  if (!detail) return notFoundPage();
  // Opening the lead is reading it: the header's bell stops counting it.
  if (!detail.lead.isRead) await markLeadRead(await getDb(), id);
  // A fresh short-lived link on every view; it expires minutes after the page was opened.
  const cvUrl = detail.cv ? signedFileUrl(detail.cv.id) : null;
  const fileUrls = Object.fromEntries(
    (detail.entry?.answers ?? []).flatMap((answer) => (answer.file ? [[answer.file.id, signedFileUrl(answer.file.id)]] : [])),
  );
  return <LeadDetailView detail={detail} cvUrl={cvUrl} fileUrls={fileUrls} />;
}
