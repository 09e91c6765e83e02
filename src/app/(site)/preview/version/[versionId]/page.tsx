import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyDocView } from '@/features/case-studies/doc-view';
import { caseStudyCollection, caseStudyDocSchema } from '@/features/case-studies/publishing';
import { PageDocView } from '@/features/pages/doc-view';
import { pageCollection, pageDocSchema } from '@/features/pages/publishing';
import { blockChanges, changedBlockIds, getVersion } from '@/features/publishing/versions';
import { workingCopy } from '@/features/publishing/workflow';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZonedWithZone } from '@/lib/zoned-time';
import { getDb } from '@/server/db/client';
import { requirePreviewEditor } from '../../staff-only';

// One version from a record's history (decision 085), for staff: drawn as the page would look
// with it, saying what differs from the current draft (a page's blocks outlined), so that staff
// see what a Restore would bring back. Anyone else gets the 404 page.
export const metadata: Metadata = { title: { absolute: 'Version preview' }, robots: { index: false, follow: false } };

export default async function VersionPreview({ params }: { params: Promise<{ versionId: string }> }) {
  await requirePreviewEditor('a version of a record, for signed-in staff');
  const db = await getDb();
  const version = await getVersion(db, (await params).versionId);
  if (!version) notFound();
  const heading = (
    <>
      <strong>Version {version.number}</strong> by {version.authorName}, {formatZonedWithZone(version.createdAt, await getSiteTimeZone())}.
    </>
  );

  if (version.collection === 'case_study') {
    const doc = caseStudyDocSchema.safeParse(version.data);
    if (!doc.success) notFound();
    const current = await workingCopy(db, caseStudyCollection, version.recordId).catch(() => null);
    const fields = current ? blockChanges(doc.data, current.doc, caseStudyCollection.fieldLabels).fields : [];
    return (
      <CaseStudyDocView
        id={version.recordId}
        doc={doc.data}
        note={
          <>
            {heading} {fields.length === 0 ? 'It is the same as the current draft.' : `Differs from the current draft in: ${fields.join(', ')}.`} Restore it
            from the case study’s history in the editor.
          </>
        }
      />
    );
  }

  const doc = pageDocSchema.safeParse(version.data);
  if (!doc.success) notFound();
  const current = await workingCopy(db, pageCollection, version.recordId).catch(() => null);
  const marked = current ? changedBlockIds(doc.data, current.doc) : new Set<string>();
  return (
    <PageDocView
      doc={doc.data}
      marked={marked}
      note={
        <>
          {heading}{' '}
          {marked.size === 0
            ? 'Its blocks are the same as the current draft’s.'
            : `${marked.size} ${marked.size === 1 ? 'block differs' : 'blocks differ'} from the current draft (outlined).`}{' '}
          Restore it from the page’s history in the editor.
        </>
      }
    />
  );
}
