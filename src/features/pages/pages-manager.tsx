'use client';

import { ExternalLink, Plus } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { callAction } from '@/features/admin/crud/call-action';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { deletePage } from './admin-actions';
import type { AdminPage } from './admin-queries';
import { postPath } from '@/features/posts/terms';
import { pageViewHref } from './urls';
import { statusColours, statusLabel } from '@/features/publishing/status';
import { formatZoned } from '@/lib/zoned-time';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function PageCard({ page, busy, onDelete, timeZone }: { page: AdminPage; busy: boolean; onDelete: () => void; timeZone: string }) {
  const post = page.kind === 'post';
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-white">{page.title}</h3>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusColours(page)}`}>{statusLabel(page)}</span>
          {page.builtIn && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Built-in</span>}
        </div>
        <p className="mt-1 break-all font-mono text-sm text-slate-300">{post ? postPath(page.slug) : `/${page.slug}`}</p>
        <p className="mt-1 text-sm text-slate-400">
          {post
            ? [
                page.categories.join(', ') || 'No category',
                page.publishedAt ? `published ${dateFormat.format(page.publishedAt)}` : null,
                `updated ${dateFormat.format(page.updatedAt)}`,
              ]
                .filter(Boolean)
                .join(' · ')
            : `${page.templateType.charAt(0).toUpperCase() + page.templateType.slice(1)} template · updated ${dateFormat.format(page.updatedAt)}`}
        </p>
        {page.nextSchedule && (
          <p className="mt-1 text-sm text-amber-200">
            {page.nextSchedule.action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatZoned(page.nextSchedule.runAt, timeZone)} ({timeZone})
          </p>
        )}
        {page.oldSlugs.length > 0 && (
          <p className="mt-1 break-all text-xs text-slate-400">Redirected here: {page.oldSlugs.map((slug) => `/${slug}`).join(', ')}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a
          href={pageViewHref(page)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-white/20 px-4 text-sm font-semibold text-white hover:bg-white/10"
          aria-label={`View ${page.title}${page.isPublished ? '' : ' (preview)'} (opens in a new tab)`}
        >
          View <ExternalLink aria-hidden className="size-3.5" />
        </a>
        <Link
          href={`/admin/${post ? 'posts' : 'pages'}/${page.id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`Edit ${page.title}`}
        >
          Edit
        </Link>
        {/* A built-in page is served by a route of the site: it cannot be deleted, only edited. */}
        {!page.builtIn && (
          <Button type="button" variant="danger" size="sm" onClick={onDelete} disabled={busy} aria-label={`Delete ${page.title}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

const TEXTS = {
  page: {
    heading: 'Pages',
    intro: 'Every page of the site, built from blocks. Drafts are visible only to staff, through View.',
    new: 'New page',
    all: 'All Pages',
    none: 'No pages found. Create one with New page.',
    failed: 'The pages could not be loaded. Reload the page to try again.',
  },
  post: {
    heading: 'Posts',
    intro: 'The articles of Insights (/insights), built from blocks like pages, with drafts, versions and schedules.',
    new: 'New post',
    all: 'All Posts',
    none: 'No posts found. Write one with New post.',
    failed: 'The posts could not be loaded. Reload the page to try again.',
  },
} as const;

/** The page manager's list (/admin/pages), and the same for posts (/admin/posts): each record's editor one click away. */
export function PagesManager({
  pages,
  controls,
  loadFailed,
  timeZone,
  kind = 'page',
}: {
  pages: AdminPage[];
  controls: ReactNode;
  loadFailed?: boolean;
  timeZone: string;
  kind?: 'page' | 'post';
}) {
  const router = useRouter();
  const [busy, start] = useTransition();
  const texts = TEXTS[kind];

  const remove = (page: AdminPage) => {
    if (!confirmDelete(kind)) return;
    start(async () => {
      const result = await callAction(deletePage, { id: page.id });
      if (result.ok) {
        toast.success(kind === 'post' ? 'Post Deleted' : 'Page Deleted');
        router.refresh();
      } else toast.error(`Failed to delete ${kind}.`, { description: result.error });
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{texts.heading}</h1>
          <p className="mt-1 max-w-3xl text-slate-400">{texts.intro}</p>
        </div>
        <Link href={`/admin/${kind}s/new`} className={buttonClasses({ size: 'md' })}>
          <Plus aria-hidden className="size-4" />
          {texts.new}
        </Link>
      </div>
      <section aria-labelledby="all-pages" className="space-y-4">
        <h2 id="all-pages" className="text-lg font-semibold text-white">
          {texts.all}
        </h2>
        {controls}
        {loadFailed ? (
          <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
            {texts.failed}
          </p>
        ) : pages.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">{texts.none}</p>
        ) : (
          <ul className="grid gap-4" aria-label={texts.all}>
            {pages.map((page) => (
              <PageCard key={page.id} page={page} busy={busy} timeZone={timeZone} onDelete={() => remove(page)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
