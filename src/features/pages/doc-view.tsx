// A page's working copy or one of its versions, drawn as visitors would see it once published
// (the shared preview links and the version previews), with a note at the foot of the window
// saying what it is. Blocks that are not valid yet are left out, as the live preview does.
import type { ReactNode } from 'react';
import { readStoredBlocks } from '@/features/blocks/parse';
import { PreviewNote } from '@/features/publishing/ui/preview-note';
import type { PageDoc } from './publishing';
import { PostPreviewArticle } from '@/features/posts/post-article';
import { postPath } from '@/features/posts/terms';
import { PageView } from './page-view';

export function PageDocView({ doc, note, marked }: { doc: PageDoc; note: ReactNode; marked?: ReadonlySet<string> }) {
  const { blocks } = readStoredBlocks(doc.blocks);
  return (
    <>
      {doc.kind === 'post' ? (
        <PostPreviewArticle post={{ ...doc, publishedAt: null, blocks }} path={postPath(doc.slug)} marked={marked} />
      ) : (
        <PageView
          page={{ title: doc.title, templateType: doc.templateType, publishedAt: null, isPublished: false, createdAt: new Date(), blocks }}
          path={`/${doc.slug}`}
          preview
          marked={marked}
        />
      )}
      <PreviewNote>{note}</PreviewNote>
    </>
  );
}
