import type { PageContent } from '@/server/db/schema';
import type { PublishedPage } from './queries';

function paragraphs(text: string, keyPrefix: string) {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line, i) => <p key={`${keyPrefix}-${i}`}>{line}</p>);
}

/** The spec's rendering: heading, paragraph, and anything else split on line breaks. */
function PageBody({ content }: { content: PageContent }) {
  if (typeof content === 'string') return <>{paragraphs(content, 'text')}</>;
  const sections = Array.isArray(content?.sections) ? content.sections : [];
  return (
    <>
      {sections.map((section, i) => {
        if (section.type === 'heading') return <h2 key={i}>{section.content}</h2>;
        if (section.type === 'paragraph') return <p key={i}>{section.content}</p>;
        return <div key={i}>{paragraphs(section.content ?? '', String(i))}</div>;
      })}
    </>
  );
}

const PROSE =
  'space-y-5 text-lg leading-relaxed text-slate-300 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-white';

export function PageView({ page }: { page: PublishedPage }) {
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
    const published = page.publishedAt ?? page.createdAt;
    return (
      <article className="mx-auto max-w-3xl px-4 pb-24 pt-32 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-white">{page.title}</h1>
        <p className="mt-3 text-sm text-slate-400">
          Published on{' '}
          <time dateTime={published.toISOString()}>
            {published.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}
          </time>
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
