// /admin/leads: the inbox table. A server component: filtering is a GET form, each lead's name
// links to its detail view, subscribers are plain rows (they have no pipeline).
import { X } from 'lucide-react';
import Link from 'next/link';
import { Input } from '@/components/ui/field';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { ExportCsvLink, KeysetPager, withQuery } from '@/features/admin/crud/keyset-pager';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import type { InboxPage, InboxRow } from './admin-queries';
import {
  formatReceived,
  formFilter,
  INBOX_FILTERS,
  inboxQuery,
  SOURCE_LABELS,
  statusLabel,
  toListParams,
  visitFilterNote,
  withoutVisitFilters,
  type InboxParams,
} from './list-params';

function DateField({ name, label, value }: { name: 'from' | 'to'; label: string; value?: string }) {
  return (
    <label className="text-sm text-slate-200">
      {label}
      <Input inline type="date" name={name} defaultValue={value} className="mt-1 block [color-scheme:dark]" />
    </label>
  );
}

/**
 * The filters the visit statistics link with (a source, a landing page, a range of days), named
 * so staff know why the list is short, with a link that removes them.
 */
function VisitFilterNote({ params }: { params: InboxParams }) {
  const note = visitFilterNote(params);
  if (!note) return null;
  const rest = inboxQuery(withoutVisitFilters(params));
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-400/30 bg-brand-500/10 px-4 py-2 text-sm text-slate-100">
      <span>
        <span className="text-slate-400">Showing only: </span>
        {note}
      </span>
      <Link
        href={rest ? `/admin/leads?${rest}` : '/admin/leads'}
        aria-label="Remove these filters"
        title="Remove these filters"
        className="inline-flex size-6 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden className="size-4" />
      </Link>
    </p>
  );
}

/** A lead's name links to its detail view; a subscriber has none. */
function LeadName({ row }: { row: InboxRow }) {
  if (row.entry !== 'lead') return <>{row.name}</>;
  return (
    <Link href={`/admin/leads/${row.id}`} className="underline-offset-2 hover:underline focus-visible:underline">
      {row.name}
    </Link>
  );
}

function LeadStatus({ row }: { row: InboxRow }) {
  return (
    <>
      {statusLabel(row)}
      {!row.isRead && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">Unread</span>}
      {row.isSpam && <span className="ml-2 rounded-full bg-rose-800 px-2 py-0.5 text-xs font-semibold text-white">Spam</span>}
    </>
  );
}

/** An unread lead stands out, in the table and on its card. */
const readTone = (row: InboxRow) => (row.isRead ? 'text-slate-300' : 'bg-brand-500/5 text-white');

const LEAD_COLUMNS: DataColumn<InboxRow>[] = [
  { header: 'Name', className: 'px-4 py-3 font-medium', cell: (row) => <LeadName row={row} /> },
  { header: 'Source', className: 'px-4 py-3', cell: (row) => SOURCE_LABELS[row.source] },
  { header: 'Email', className: 'px-4 py-3', cell: (row) => row.email },
  { header: 'Company', className: 'px-4 py-3', cell: (row) => row.company ?? '' },
  { header: 'Status', className: 'px-4 py-3', cell: (row) => <LeadStatus row={row} /> },
  {
    header: 'Received',
    className: 'px-4 py-3 whitespace-nowrap',
    cell: (row) => <time dateTime={row.createdAt.toISOString()}>{formatReceived(row.createdAt)}</time>,
  },
];

/** Phones and tablets: one card per lead, every field readable without scrolling sideways. */
function LeadCard({ row }: { row: InboxRow }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-medium">
          <LeadName row={row} />
        </p>
        <time dateTime={row.createdAt.toISOString()} className="text-slate-400">
          {formatReceived(row.createdAt)}
        </time>
      </div>
      <p className="mt-1 break-words">{row.email}</p>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-400">
        <div className="flex gap-1">
          <dt>Source:</dt>
          <dd className="text-slate-200">{SOURCE_LABELS[row.source]}</dd>
        </div>
        {row.company && (
          <div className="flex gap-1">
            <dt>Company:</dt>
            <dd className="text-slate-200">{row.company}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt>Status:</dt>
          <dd className="text-slate-200">
            <LeadStatus row={row} />
          </dd>
        </div>
      </dl>
    </>
  );
}

export function LeadsInbox({ params, list, forms = [] }: { params: InboxParams; list: InboxPage | null; forms?: readonly { id: string; name: string }[] }) {
  const query = inboxQuery(params);
  const listParams = toListParams(params);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Forms &amp; Leads</h1>
        <p className="mt-1 max-w-3xl text-slate-400">
          Every inquiry, job application, estimate, form entry and newsletter subscriber, newest first. Spam is hidden unless you ask for it.
        </p>
      </div>
      <VisitFilterNote params={params} />
      <CrudListControls
        path="/admin/leads"
        params={listParams}
        filters={forms.length > 0 ? [...INBOX_FILTERS, formFilter(forms)] : INBOX_FILTERS}
        showStatus={false}
        total={list?.count ?? 0}
        page={1}
        pageCount={1}
        searchLabel="Search name, email, company, message"
        plural="leads"
        extraFields={
          <>
            <DateField name="from" label="From" value={params.from} />
            <DateField name="to" label="To" value={params.to} />
            {/* The visit's filters have no field: Apply keeps them, the note above removes them. */}
            {(['source', 'landing'] as const).map((name) => {
              const value = listParams.filters?.[name];
              return value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />;
            })}
          </>
        }
        actions={list && <ExportCsvLink href={withQuery('/api/admin/leads/export', query)} />}
        pager={
          list && (
            <KeysetPager
              count={list.count}
              noun={{ one: 'lead', many: 'leads' }}
              newer={list.newer}
              older={list.older}
              idKind="uuid"
              href={(page) => withQuery('/admin/leads', inboxQuery(params, page))}
            />
          )
        }
      />
      {!list ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          Failed to load leads. Reload the page to try again.
        </p>
      ) : (
        <DataTable
          label="Leads"
          caption="Leads, newest first"
          look="inbox"
          columns={LEAD_COLUMNS}
          rows={list.rows}
          rowKey={(row) => `${row.entry}:${row.id}`}
          rowClassName={readTone}
          cards={{ render: (row) => <LeadCard row={row} />, className: readTone }}
          empty={<p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No leads match these filters.</p>}
        />
      )}
    </div>
  );
}
