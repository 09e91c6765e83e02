import { RenderBlocks } from '@/features/blocks/render-blocks';
import type { Block } from '@/features/blocks/definitions';
import type { BlockContext } from '@/features/blocks/render-context';
import type { ViewedPage } from './queries';

/** Shown to staff on a draft opened from the page manager; visitors get the 404 page. */
function PreviewBanner() {
  return (
    <div role="note" aria-label="Preview" className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300/40 bg-amber-950/95 px-4 py-3 text-center text-sm text-amber-100">
      Preview: this page is not published. Only signed-in staff can see it; visitors get the 404 page.
    </div>
  );
}

type Props = { page: ViewedPage; blocks: Block[]; context: BlockContext; preview?: boolean };

/**
 * A page of the page manager: its blocks in its template. A page that opens with a hero has its
 * h1 there; any other gets the template's heading (the page title) above its blocks.
 */
export function PageView({ page, blocks, context, preview = false }: Props) {
  const body = <RenderBlocks blocks={blocks} context={context} />;
  return (
    <>
      {blocks[0]?.type === 'hero' ? body : <Template page={page}>{body}</Template>}
      {preview && <PreviewBanner />}
    </>
  );
}

function Template({ page, children }: { page: ViewedPage; children: React.ReactNode }) {
  if (page.templateType === 'landing') {
    return (
      <div className="pb-4 pt-36">
        <h1 className="mx-auto max-w-4xl px-4 text-center text-5xl font-bold tracking-tight text-white sm:px-6 sm:text-6xl">{page.title}</h1>
        {children}
      </div>
    );
  }
  if (page.templateType === 'blog') {
    // The stored publish date (DECISIONS.md), not today's; a draft in preview has none yet.
    const published = page.publishedAt ?? (page.isPublished ? page.createdAt : null);
    return (
      <article className="pb-4 pt-32">
        <header className="mx-auto max-w-3xl px-4 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-white">{page.title}</h1>
          <p className="mt-3 text-sm text-slate-400">
            {published ? (
              <>
                Published on{' '}
                <time dateTime={published.toISOString()}>
                  {published.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
                </time>
              </>
            ) : (
              'Not published yet'
            )}
          </p>
        </header>
        {children}
      </article>
    );
  }
  return (
    <div className="pb-4 pt-32">
      <h1 className="mx-auto max-w-3xl px-4 text-4xl font-bold tracking-tight text-white sm:px-6">{page.title}</h1>
      {children}
    </div>
  );
}
