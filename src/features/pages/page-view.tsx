import type { PageContent } from '@/server/db/schema';
import { sectionsOf } from './content';
import type { ViewedPage } from './queries';

function paragraphs(text: string, keyPrefix: string) {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line, i) => <p key={`${keyPrefix}-${i}`}>{line}</p>);
}

/**
 * The spec's rendering: heading, paragraph, and anything else split on line breaks. Text only:
 * React escapes it, so markup typed into a section shows as typed.
 */
function PageBody({ content }: { content: PageContent }) {
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

export function PageView({ page, preview = false }: { page: ViewedPage; preview?: boolean }) {
  return (
    <>
      <Template page={page} />
      {preview && <PreviewBanner />}
    </>
  );
}

function Template({ page }: { page: ViewedPage }) {
  if (page.templateType === 'landing') {
    return (
      <div className="px-4 pb-24 pt-36 sm:px-6">
        <h1 className="mx-auto max-w-4xl text-center text-5xl font-bold tracking-tight text-white sm:text-6xl">{page.title}</h1>
        <div className={`mx-auto mt-10 max-w-3xl ${PROSE}`}>
          <PageBody content={page.content} />
        </div>
      </div>
    );
  }
  if (page.templateType === 'blog') {
    // The stored publish date (DECISIONS.md), not today's; a draft in preview has none yet.
    const published = page.publishedAt ?? (page.isPublished ? page.createdAt : null);
    return (
      <article className="mx-auto max-w-3xl px-4 pb-24 pt-32 sm:px-6">
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
        <div className={`mt-10 ${PROSE}`}>
          <PageBody content={page.content} />
        </div>
      </article>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 pb-24 pt-32 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-white">{page.title}</h1>
      <div className={`mt-10 ${PROSE}`}>
        <PageBody content={page.content} />
      </div>
    </div>
  );
}
