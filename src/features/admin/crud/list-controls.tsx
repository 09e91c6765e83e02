import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import type { ListFilter, ListParams } from './server';

function href(path: string, params: ListParams, page: number) {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.status !== 'all') query.set('status', params.status);
  for (const [name, value] of Object.entries(params.filters ?? {})) query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Search by title/name, the active filter and the list's extra select filters (a GET form: query
 * parameters), plus paging links that keep every chosen filter.
 */
export function CrudListControls({
  path,
  params,
  filters = [],
  showStatus = true,
  total,
  page,
  pageCount,
  searchLabel,
  plural,
  extraFields,
  actions,
  pager,
}: {
  path: string;
  params: ListParams;
  filters?: readonly ListFilter[];
  /** The built-in Active/Inactive select; off for lists whose records have other states (pages: a filter of their own). */
  showStatus?: boolean;
  total: number;
  page: number;
  pageCount: number;
  searchLabel: string;
  plural: string;
  /** More fields of the same GET form (a date range), placed before its Apply button. */
  extraFields?: ReactNode;
  /** Links or buttons next to the paging links (an export of the list). */
  actions?: ReactNode;
  /** The count and paging links of a keyset-paged list (KeysetPager), instead of page numbers. */
  pager?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <form method="get" action={path} role="search" aria-label={`Filter ${plural}`} className="flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-200">
          {searchLabel}
          <Input inline type="search" name="q" defaultValue={params.q} maxLength={100} className="mt-1 block w-64" />
        </label>
        {showStatus && (
          <label className="text-sm text-slate-200">
            Status
            <Select inline name="status" defaultValue={params.status} className="mt-1 block">
              <option value="all">All</option>
              <option value="active">Active</option>
              <option value="inactive">Inactive</option>
            </Select>
          </label>
        )}
        {filters.map((filter) => (
          <label key={filter.name} className="text-sm text-slate-200">
            {filter.label}
            <Select inline name={filter.name} defaultValue={params.filters?.[filter.name] ?? 'all'} className="mt-1 block">
              <option value="all">{filter.allLabel ?? 'All'}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </label>
        ))}
        {extraFields}
        <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'h-[38px]')}>
          Apply
        </button>
      </form>
      <nav aria-label={`${plural} pages`} className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
        {actions}
        {pager ?? (
          <>
            <span>
              {total} {total === 1 ? plural.replace(/s$/, '') : plural}
              {pageCount > 1 && ` · page ${page} of ${pageCount}`}
            </span>
            {page > 1 && (
              <Link className={buttonClasses({ variant: 'outline', size: 'sm' })} href={href(path, params, page - 1)}>
                Previous
              </Link>
            )}
            {page < pageCount && (
              <Link className={buttonClasses({ variant: 'outline', size: 'sm' })} href={href(path, params, page + 1)}>
                Next
              </Link>
            )}
          </>
        )}
      </nav>
    </div>
  );
}
