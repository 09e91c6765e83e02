'use client';

import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { useCreateEditForm } from '@/features/admin/crud/use-create-edit-form';
import { deletePage, savePage } from './admin-actions';
import type { AdminPage } from './admin-queries';
import { EMPTY_PAGE } from './admin-schema';
import { sectionsOf } from './content';
import { PageForm, type EditedPage } from './page-form';
import { newSectionKey } from './sections-editor';
import { pageViewHref } from './urls';

const EMPTY: EditedPage = { ...EMPTY_PAGE, sections: [] };

const toForm = (page: AdminPage): EditedPage => ({
  title: page.title,
  slug: page.slug,
  metaTitle: page.metaTitle ?? '',
  metaDescription: page.metaDescription ?? '',
  templateType: page.templateType,
  isPublished: page.isPublished,
  sections: sectionsOf(page.content).map((section) => ({ ...section, key: newSectionKey() })),
});

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function PageCard({ page, busy, onEdit, onDelete }: { page: AdminPage; busy: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-white">{page.title}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${page.isPublished ? 'bg-emerald-700 text-white' : 'bg-slate-700 text-slate-100'}`}>{page.isPublished ? 'Published' : 'Draft'}</span>
        </div>
        <p className="mt-1 break-all font-mono text-sm text-slate-300">/{page.slug}</p>
        <p className="mt-1 text-sm text-slate-400">
          {page.templateType.charAt(0).toUpperCase() + page.templateType.slice(1)} template · updated {dateFormat.format(page.updatedAt)}
        </p>
        {page.oldSlugs.length > 0 && <p className="mt-1 break-all text-xs text-slate-400">Redirected here: {page.oldSlugs.map((slug) => `/${slug}`).join(', ')}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a href={pageViewHref(page)} target="_blank" rel="noopener noreferrer" className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-white/20 px-4 text-sm font-semibold text-white hover:bg-white/10" aria-label={`View ${page.title}${page.isPublished ? '' : ' (preview)'} (opens in a new tab)`}>
          View <ExternalLink aria-hidden className="size-3.5" />
        </a>
        <Button type="button" variant="outline" size="sm" onClick={onEdit} disabled={busy} aria-label={`Edit ${page.title}`}>
          Edit
        </Button>
        <Button type="button" variant="outline" size="sm" className="border-rose-400/40 text-rose-200 hover:bg-rose-500/10" onClick={onDelete} disabled={busy} aria-label={`Delete ${page.title}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin/pages: the form (create mode by default; Edit loads a page, Cancel returns to create
 * mode) and every page, newest first. After each save or delete the list is reloaded.
 */
export function PagesManager({ pages, controls, loadFailed, siteUrl }: { pages: AdminPage[]; controls: ReactNode; loadFailed?: boolean; siteUrl: string }) {
  const crud = useCreateEditForm<EditedPage>({
    empty: EMPTY,
    save: savePage,
    toInput: (values, id) => ({ ...values, sections: values.sections.map(({ type, content }) => ({ type, content })), ...(id && { id }) }),
    onSaved: () => toast.success('Page Saved'),
    onFailed: (error) => toast.error('Failed to save page.', { description: error }),
  });

  const remove = (page: AdminPage) => {
    if (!confirmDelete('page')) return;
    crud.run(page.id, deletePage, { id: page.id }, (result) => {
      if (result.ok) toast.success('Page Deleted');
      else toast.error('Failed to delete page.', { description: result.error });
    });
  };

  const edit = (page: AdminPage) => {
    crud.edit(page.id, toForm(page));
    // The form sits above the list: bring it into view with the page loaded.
    requestAnimationFrame(() => document.getElementById('page-form')?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Pages</h1>
        <p className="mt-1 max-w-3xl text-slate-400">Pages served at their own address (/slug). Drafts are visible only to staff, through View.</p>
      </div>
      <div id="page-form" className="scroll-mt-24">
        <PageForm editing={crud.editing !== undefined} values={crud.values} setField={crud.setField} pending={crud.pending} siteUrl={siteUrl} onSubmit={crud.submit} onCancel={crud.cancel} />
      </div>
      <section aria-labelledby="all-pages" className="space-y-4">
        <h2 id="all-pages" className="text-lg font-semibold text-white">
          All Pages
        </h2>
        {controls}
        {loadFailed ? (
          <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
            The pages could not be loaded. Reload the page to try again.
          </p>
        ) : pages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No pages found. Create one with the form above.</p>
        ) : (
          <ul className="grid gap-4" aria-label="All Pages">
            {pages.map((page) => (
              <PageCard key={page.id} page={page} busy={crud.pending} onEdit={() => edit(page)} onDelete={() => remove(page)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
