import type { ReactNode } from 'react';
import type { Block } from '@/features/blocks/registry';
import type { BlockContext } from '@/features/blocks/render-context';
import { RenderBlocks } from '@/features/blocks/render-blocks';
import type { ViewedPage } from './queries';

/** What the viewer draws: a stored page, or the editor's unsaved copy in the live preview. */
export type PageToView = Pick<ViewedPage, 'title' | 'templateType' | 'publishedAt' | 'isPublished' | 'createdAt'> & { blocks: readonly Block[] };

/** Shown to staff on a draft page or post opened from its manager; visitors get the 404 page. */
export function PreviewBanner({ noun = 'page' }: { noun?: 'page' | 'post' }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300/40 bg-amber-950/95 px-4 py-3 text-center text-sm text-amber-100"
    >
      Preview: this {noun} is not published. Only signed-in staff can see it; visitors get the 404 page.
    </div>
  );
}

/**
 * A page made in the manager: its blocks through the one renderer. A page that opens with a hero
 * has its h1 there; any other gets its template's heading first (decision 083).
 */
export function PageView({
  page,
  path,
  preview = false,
  draft = false,
  marked,
}: {
  page: PageToView;
  path: string;
  preview?: boolean;
  draft?: boolean;
  marked?: ReadonlySet<string>;
}) {
  const context: BlockContext = { path, pageNumber: 1, preview };
  const opensWithHero = page.blocks[0]?.type === 'hero';
  const body = (
    <>
      {!opensWithHero && <TemplateHeading page={page} />}
      {/* Under the template's heading, the first block's section starts closer (its usual top padding separates sections). */}
      <div className={opensWithHero ? undefined : '[&>section:first-child]:pt-10'}>
        <RenderBlocks blocks={page.blocks} context={context} marked={marked} />
      </div>
    </>
  );
  return (
    <>
      {/* A blog post is an article: its heading, date and text belong together. */}
      {page.templateType === 'blog' ? <article>{body}</article> : body}
      {draft && <PreviewBanner />}
    </>
  );
}

/** The reading column of the blocks below (a rich text's): the same padding, the same width. */
function Column({ as: Tag = 'div', children }: { as?: 'div' | 'header'; children: ReactNode }) {
  return (
    <Tag className="px-4 pt-32 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">{children}</div>
    </Tag>
  );
}

function TemplateHeading({ page }: { page: PageToView }) {
  if (page.templateType === 'landing') {
    return (
      <div className="px-4 pt-36 sm:px-6">
        <h1 className="mx-auto max-w-4xl text-center text-5xl font-bold tracking-tight text-white sm:text-6xl">{page.title}</h1>
      </div>
    );
  }
  if (page.templateType === 'blog') {
    // The stored publish date (DECISIONS.md), not today's; a draft in preview has none yet.
    const published = page.publishedAt ?? (page.isPublished ? page.createdAt : null);
    return (
      <Column as="header">
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
      </Column>
    );
  }
  return (
    <Column>
      <h1 className="text-4xl font-bold tracking-tight text-white">{page.title}</h1>
    </Column>
  );
}
