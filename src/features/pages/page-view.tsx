import type { Block } from '@/features/blocks/definitions';
import type { BlockContext } from '@/features/blocks/render-context';
import { RenderBlocks } from '@/features/blocks/render-blocks';
import type { PageContent } from '@/server/db/schema';
import { sectionsOf } from './content';
import type { ViewedPage } from './queries';

/** What the viewer draws: a stored page, or the editor's unsaved copy in the live preview. */
export type PageToView = Pick<ViewedPage, 'title' | 'templateType' | 'content' | 'publishedAt' | 'isPublished' | 'createdAt'> & { blocks: readonly Block[] };

function paragraphs(text: string, keyPrefix: string) {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line, i) => <p key={`${keyPrefix}-${i}`}>{line}</p>);
}

/**
 * A page from before the page builder that the data migration has not turned into blocks yet:
 * heading, paragraph, and anything else split on line breaks. Text only: React escapes it.
 */
function LegacyBody({ content }: { content: PageContent }) {
  return (
    <>
      {sectionsOf(content).map((section, i) => {
        if (section.type === 'heading') return <h2 key={i}>{section.content}</h2>;
        if (section.type === 'paragraph') return <p key={i}>{section.content}</p>;
        return <div key={i} className="space-y-5">{paragraphs(section.content, String(i))}</div>;
      })}
    </>
  );
}

/** Shown to staff on a draft opened from the page manager; visitors get the 404 page. */
function PreviewBanner() {
  return (
    <div role="note" aria-label="Preview" className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-300/40 bg-amber-950/95 px-4 py-3 text-center text-sm text-amber-100">
      Preview: this page is not published. Only signed-in staff can see it; visitors get the 404 page.
    </div>
  );
}

const PROSE =
  'space-y-5 text-lg leading-relaxed text-slate-300 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-white';

/**
 * A page made in the manager: its blocks through the one renderer. A page that opens with a hero
 * has its h1 there; any other gets its template's heading first (decision 083).
 */
export function PageView({ page, path, preview = false, draft = false }: { page: PageToView; path: string; preview?: boolean; draft?: boolean }) {
  const context: BlockContext = { path, pageNumber: 1, preview };
  const opensWithHero = page.blocks[0]?.type === 'hero';
  const legacy = sectionsOf(page.content).length > 0;
  const body = (
    <>
      {!opensWithHero && <TemplateHeading page={page} />}
      <RenderBlocks blocks={page.blocks} context={context} />
      {legacy && (
        <div className={`mx-auto max-w-3xl px-4 pb-24 sm:px-6 ${PROSE}`}>
          <LegacyBody content={page.content} />
        </div>
      )}
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

function TemplateHeading({ page }: { page: PageToView }) {
  if (page.templateType === 'landing') {
    return (
      <div className="px-4 pb-10 pt-36 sm:px-6">
        <h1 className="mx-auto max-w-4xl text-center text-5xl font-bold tracking-tight text-white sm:text-6xl">{page.title}</h1>
      </div>
    );
  }
  if (page.templateType === 'blog') {
    // The stored publish date (DECISIONS.md), not today's; a draft in preview has none yet.
    const published = page.publishedAt ?? (page.isPublished ? page.createdAt : null);
    return (
      <header className="mx-auto max-w-3xl px-4 pb-10 pt-32 sm:px-6">
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
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-32 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-white">{page.title}</h1>
    </div>
  );
}
