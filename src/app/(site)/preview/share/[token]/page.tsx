import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { CaseStudyDocView } from '@/features/case-studies/doc-view';
import { caseStudyCollection } from '@/features/case-studies/publishing';
import { PageDocView } from '@/features/pages/doc-view';
import { pageCollection } from '@/features/pages/publishing';
import { resolvePreviewLink } from '@/features/publishing/preview-links';
import { workingCopy } from '@/features/publishing/workflow';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZonedWithZone } from '@/lib/zoned-time';
import { getDb } from '@/server/db/client';
import { cachePolicy, declareCaching } from '@/server/cache-policy';

// A shared preview link (decision 085): the record's draft for anyone holding the link, until it
// expires or is revoked; anything else, a changed character included, is the 404 page. Never
// indexed (here and by the X-Robots-Tag of every /preview/ address), never in the page cache.
export const metadata: Metadata = { title: { absolute: 'Preview' }, robots: { index: false, follow: false } };

export default async function SharedPreview({ params }: { params: Promise<{ token: string }> }) {
  declareCaching(cachePolicy.private('a draft, for whoever holds the preview link'));
  await connection();
  const db = await getDb();
  const link = await resolvePreviewLink(db, (await params).token);
  if (!link) notFound();
  const until = formatZonedWithZone(link.expiresAt, await getSiteTimeZone());
  const note = (hasDraft: boolean, noun: string) => (
    <>
      <strong>Preview of a draft.</strong> {hasDraft ? 'These changes are not published yet: visitors do not see them.' : `This is what the ${noun} shows now.`}{' '}
      This link works until {until}.
    </>
  );
  if (link.collection === 'case_study') {
    const copy = await workingCopy(db, caseStudyCollection, link.recordId).catch(() => null);
    if (!copy) notFound();
    return <CaseStudyDocView id={link.recordId} doc={copy.doc} note={note(copy.hasDraft, 'case study')} />;
  }
  const copy = await workingCopy(db, pageCollection, link.recordId).catch(() => null);
  if (!copy) notFound();
  return <PageDocView doc={copy.doc} note={note(copy.hasDraft, 'page')} />;
}
