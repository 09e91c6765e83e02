'use client';

import { Plus } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import Link from 'next/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { crudToast } from './toasts';

/**
 * A manager screen: the h1 with its 'Add …' button, the form (when open), the list controls,
 * then the cards, or the empty state, or the load failure.
 */
export function CrudListShell({
  title,
  description,
  addLabel,
  onAdd,
  addHref,
  addDisabled,
  form,
  controls,
  count,
  emptyText,
  loadFailed,
  plural,
  children,
}: {
  title: string;
  description?: string;
  addLabel: string;
  /** Add opens the form on this screen (onAdd) or goes to an editor of its own (addHref). */
  onAdd?: () => void;
  addHref?: string;
  addDisabled?: boolean;
  form?: ReactNode;
  controls?: ReactNode;
  count: number;
  emptyText: string;
  loadFailed?: boolean;
  plural: string;
  children: ReactNode;
}) {
  useEffect(() => {
    if (loadFailed) crudToast.loadFailed(plural);
  }, [loadFailed, plural]);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 max-w-3xl text-slate-400">{description}</p>}
        </div>
        {addHref ? (
          <Link href={addHref} className={buttonClasses({ size: 'md' })}>
            <Plus aria-hidden className="size-4" />
            {addLabel}
          </Link>
        ) : (
          <Button type="button" onClick={onAdd} disabled={addDisabled}>
            <Plus aria-hidden className="size-4" />
            {addLabel}
          </Button>
        )}
      </div>
      {form}
      {controls}
      <CrudListBody loadFailed={loadFailed} plural={plural} count={count} emptyText={emptyText} aria-label={title}>
        {children}
      </CrudListBody>
    </div>
  );
}

/**
 * Where a manager's records go: the load failure ('Failed to load jobs…'), the empty list's text,
 * or the list of cards, named by `aria-label` or by the heading `aria-labelledby` points to.
 */
export function CrudListBody({
  loadFailed,
  plural,
  count,
  emptyText,
  children,
  ...name
}: {
  loadFailed?: boolean;
  plural: string;
  count: number;
  emptyText: string;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  if (loadFailed) {
    return (
      <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
        Failed to load {plural}. Reload the page to try again.
      </p>
    );
  }
  if (count === 0) return <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">{emptyText}</p>;
  return (
    <ul className="grid gap-4" {...name}>
      {children}
    </ul>
  );
}

/** One record's card with its Edit and Delete buttons (names include the record's title). */
export function CrudCard({
  name,
  onEdit,
  editHref,
  onDelete,
  editDisabled,
  deleteDisabled,
  children,
}: {
  name: string;
  /** Edit opens the form on this screen (onEdit) or the record's own editor (editHref). */
  onEdit?: () => void;
  editHref?: string;
  onDelete: () => void;
  editDisabled?: boolean;
  deleteDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 gap-2">
        {editHref ? (
          <Link href={editHref} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${name}`}>
            Edit
          </Link>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
        <Button type="button" variant="danger" size="sm" onClick={onDelete} disabled={deleteDisabled} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * The usual body of a card: the record's name with its badges, a line of facts (`meta`), what
 * else the card shows (`children`), and the first lines of its description (`summary`).
 */
export function CrudCardBody({
  title,
  badges,
  meta,
  summary,
  children,
}: {
  title: string;
  badges?: ReactNode;
  meta?: ReactNode;
  summary?: string | null;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-white">{title}</h2>
        {badges}
      </div>
      {meta !== undefined && <p className="mt-1 text-sm text-slate-300">{meta}</p>}
      {children}
      {summary && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{summary}</p>}
    </>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-emerald-700 text-white' : 'bg-slate-700 text-slate-100'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

export function Badge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{children}</span>;
}
