import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { PageDocView } from '@/features/pages/doc-view';
import { pageCollection, pageDocSchema } from '@/features/pages/publishing';
import { changedBlockIds, getVersion } from '@/features/publishing/versions';
import { workingCopy } from '@/features/publishing/workflow';
import { getSiteTimeZone } from '@/features/settings/queries';
import { formatZonedWithZone } from '@/lib/zoned-time';
import { hasRole } from '@/server/auth/roles';
import { getSessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';

// One version of a page from its history (decision 085), for staff: drawn as the page would look
// with it, each block that differs from the current draft outlined, so that staff see what a
// Restore would bring back. Anyone else gets the 404 page.
export const metadata: Metadata = { title: { absolute: 'Version preview' }, robots: { index: false, follow: false } };

export default async function VersionPreview({ params }: { params: Promise<{ versionId: string }> }) {
  await connection();
  const user = await getSessionUser();
  if (!user || !hasRole(user.role, 'editor')) notFound();
  const db = await getDb();
  const version = await getVersion(db, (await params).versionId);
  const doc = version?.collection === 'page' ? pageDocSchema.safeParse(version.data) : null;
  if (!version || !doc?.success) notFound();
  const current = await workingCopy(db, pageCollection, version.recordId).catch(() => null);
  const marked = current ? changedBlockIds(doc.data, current.doc) : new Set<string>();
  const when = formatZonedWithZone(version.createdAt, await getSiteTimeZone());
  return (
    <PageDocView
      doc={doc.data}
      marked={marked}
      note={
        <>
          <strong>Version {version.number}</strong> by {version.authorName}, {when}.{' '}
          {marked.size === 0 ? 'Its blocks are the same as the current draft’s.' : `${marked.size} ${marked.size === 1 ? 'block differs' : 'blocks differ'} from the current draft (outlined).`} Restore it from the page’s history in the editor.
        </>
      }
    />
  );
}
