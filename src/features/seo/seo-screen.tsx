import { Check, ExternalLink, X } from 'lucide-react';
import type { SeoOverview, SeoRow } from './seo-overview';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo-checks';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';

function Length({ value, max, flagged }: { value: string; max: number; flagged: boolean }) {
  return (
    <span className={`block text-xs tabular-nums ${flagged ? 'font-semibold text-amber-300' : 'text-slate-400'}`}>
      {value.length}/{max} characters
    </span>
  );
}

const none = <span className="text-slate-400">—</span>;

/** Whether the row has this problem (a missing or too long title or description). */
const problem = (row: SeoRow, field: 'title' | 'description', kind: 'missing' | 'too-long') =>
  row.issues.some((issue) => issue.field === field && issue.kind === kind);

function PageCell({ row }: { row: SeoRow }) {
  return (
    <>
      {row.name && <span className="block font-medium text-white">{row.name}</span>}
      <a
        href={row.viewHref}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 break-words font-mono text-sm text-brand-300 underline-offset-2 hover:underline"
      >
        {row.path}
        <ExternalLink aria-hidden className="size-3 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      {row.name && (
        <span
          className={`mt-1 block w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${row.published ? 'bg-emerald-700 text-white' : 'bg-slate-700 text-slate-100'}`}
        >
          {row.published ? 'Published' : 'Draft'}
        </span>
      )}
    </>
  );
}

const SEO_COLUMNS: DataColumn<SeoRow>[] = [
  { header: 'Page', rowHeader: true, className: 'min-w-52 px-3 py-3 text-left font-normal', cell: (row) => <PageCell row={row} /> },
  {
    header: 'Title',
    className: 'min-w-48 px-3 py-3 text-slate-100',
    cell: (row) => (
      <>
        {row.title || none}
        <Length value={row.title} max={SEO_TITLE_MAX} flagged={problem(row, 'title', 'too-long')} />
      </>
    ),
  },
  {
    header: 'Description',
    className: 'min-w-64 px-3 py-3 text-slate-300',
    cell: (row) => (
      <>
        {row.description ? (
          <>
            {row.description}
            {!row.ownDescription && <span className="block text-xs text-slate-400">(the start of the page)</span>}
          </>
        ) : (
          none
        )}
        <Length value={row.description} max={SEO_DESCRIPTION_MAX} flagged={problem(row, 'description', 'too-long')} />
      </>
    ),
  },
  {
    header: 'In sitemap',
    className: 'whitespace-nowrap px-3 py-3',
    cell: (row) =>
      row.inSitemap ? (
        <span className="inline-flex items-center gap-1 text-emerald-300">
          <Check aria-hidden className="size-4" /> Yes
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-slate-300">
          <X aria-hidden className="size-4" /> No
        </span>
      ),
  },
  {
    header: 'Issues',
    className: 'min-w-44 px-3 py-3',
    cell: (row) =>
      row.issues.length === 0 ? (
        <span className="text-emerald-300">OK</span>
      ) : (
        <ul className="space-y-1 text-amber-200">
          {row.issues.map((issue) => (
            <li key={issue.message}>{issue.message}</li>
          ))}
        </ul>
      ),
  },
];

function PagesTable({ caption, description, rows }: { caption: string; description: string; rows: SeoRow[] }) {
  const withIssues = rows.filter((row) => row.issues.length > 0).length;
  return (
    <section className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-white">{caption}</h2>
        <p className="text-sm text-slate-400">
          {description} {rows.length} {rows.length === 1 ? 'page' : 'pages'}, {withIssues} with issues.
        </p>
      </div>
      <DataTable
        label={caption}
        caption={caption}
        look="plain"
        columns={SEO_COLUMNS}
        rows={rows}
        rowKey={(row) => row.path}
        rowClassName="align-top"
        empty={<p className="rounded-2xl border border-dashed border-white/15 p-6 text-center text-slate-400">No pages yet.</p>}
      />
    </section>
  );
}

/** /admin/seo: per public page, the title and description search engines get and what to fix. */
export function SeoScreen({ overview }: { overview: SeoOverview | null }) {
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">SEO</h1>
        <p className="mt-1 max-w-3xl text-slate-400">
          The title and description search engines get for every public page. Titles over {SEO_TITLE_MAX} and descriptions over {SEO_DESCRIPTION_MAX} characters
          are cut off in search results.
        </p>
      </div>
      {overview ? (
        <>
          <PagesTable
            caption="CMS pages"
            description="Pages made in the page manager, drafts included; edit their SEO title and description there."
            rows={overview.cms}
          />
          <PagesTable
            caption="Built-in pages"
            description="The site's own pages (home, services, about...), at addresses of their own; edit their SEO title and description in the page manager."
            rows={overview.builtIn}
          />
        </>
      ) : (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          The SEO overview could not be loaded. Reload the page to try again.
        </p>
      )}
    </div>
  );
}
