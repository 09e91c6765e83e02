import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getEditedCaseStudy } from '@/features/case-studies/admin-queries';
import { CaseStudyDocView } from '@/features/case-studies/doc-view';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZonedWithZone } from '@/lib/zoned-time';
import { getDb } from '@/server/db/client';
import { requirePreviewEditor } from '../../staff-only';

// A case study's working copy for staff (the editor's Preview draft, decision 086): its page as it
// will look once published. Anyone else gets the 404 page.
export const metadata: Metadata = { title: { absolute: 'Draft preview' }, robots: { index: false, follow: false } };

export default async function CaseStudyDraftPreview({ params }: { params: Promise<{ id: string }> }) {
  await requirePreviewEditor('a draft, for signed-in staff');
  const { id } = await params;
  const study = await getEditedCaseStudy(await getDb(), id);
  if (!study) notFound();
  const { isPublished, hasDraft, savedAt, savedByName } = study.publishing;
  const state = !isPublished
    ? 'Not published: visitors do not see this case study.'
    : hasDraft
      ? 'These changes are not published yet: visitors do not see them.'
      : 'No unpublished changes: this is what visitors see.';
  const saved = savedByName ? ` Last saved ${formatZonedWithZone(new Date(savedAt), await getSiteTimeZone())} by ${savedByName}.` : '';
  return (
    <CaseStudyDocView
      id={id}
      doc={study.doc}
      note={
        <>
          <strong>Draft preview.</strong> {state}
          {saved}
        </>
      }
    />
  );
}
