import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isUuid } from '@/features/admin/crud/server';
import { blockLabel, readStoredBlocks } from '@/features/blocks/parse';
import { readPreview } from '@/features/pages/page-previews';
import { PageView } from '@/features/pages/page-view';
import { PreviewBridge } from '@/features/pages/preview-bridge';
import { PostPreviewArticle } from '@/features/posts/post-article';
import { getDb } from '@/server/db/client';
import { requirePreviewEditor } from '../../staff-only';

// The page editor's live preview (decision 083): the unsaved page its editor last wrote, drawn by
// the same viewer and renderer as the public page, inside the site's header and footer. Staff
// only (anyone else gets the 404 page); never indexed, never in the page cache (it is not one of
// its paths), framed only by the admin (src/server/security-headers.ts).
export const metadata: Metadata = { title: { absolute: 'Preview' }, robots: { index: false, follow: false } };

export default async function PagePreview({ params }: { params: Promise<{ previewId: string }> }) {
  const user = await requirePreviewEditor('a draft, for signed-in staff');
  const { previewId } = await params;
  const page = isUuid(previewId) ? await readPreview(await getDb(), user.id, previewId) : null;
  if (!page) notFound();
  const { blocks, dropped } = readStoredBlocks(page.blocks);
  return (
    <>
      <PreviewBridge />
      {dropped.length > 0 && (
        <div role="status" className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300/40 bg-amber-950/95 px-4 py-2 text-sm text-amber-100">
          Left out of the preview until fixed:{' '}
          {dropped.map((problem) => `${blockLabel(page.blocks as { type: string }[], problem.index)}: ${problem.problem}`).join('; ')}
        </div>
      )}
      {page.kind === 'post' ? (
        <PostPreviewArticle post={{ ...page, publishedAt: null, blocks }} path={page.path} />
      ) : (
        <PageView
          page={{ title: page.title, templateType: page.templateType, publishedAt: null, isPublished: false, createdAt: new Date(), blocks }}
          path={page.path}
          preview
        />
      )}
    </>
  );
}
