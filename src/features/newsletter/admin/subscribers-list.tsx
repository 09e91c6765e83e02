// /admin/newsletter/subscribers: who receives the newsletter, newest first, with search, a status
// filter, keyset paging, the CSV export and (admins) the import. A server component.
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { ExportCsvLink, KeysetPager, withQuery } from '@/features/admin/crud/keyset-pager';
import { CrudListControls } from '@/features/admin/crud/list-controls';
import { formatZoned } from '@/lib/zoned-time';
import type { Role } from '@/server/auth/roles';
import type { SubscriberPage, SubscriberRow } from '../admin-queries';
import { SUBSCRIBER_STATUS_LABELS } from '../statuses';
import { SUBSCRIBER_FILTERS, subscriberQuery, type SubscriberListParams } from '../subscriber-params';
import { NewsletterHeader } from './newsletter-tabs';
import { ImportSubscribers, UnsubscribeButton } from './subscriber-controls';

const STATUS_STYLE: Record<SubscriberRow['status'], string> = {
  subscribed: 'bg-emerald-700 text-white',
  pending: 'bg-amber-300 text-slate-950',
  unsubscribed: 'bg-slate-700 text-slate-100',
};

function StatusBadge({ status }: { status: SubscriberRow['status'] }) {
  return <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{SUBSCRIBER_STATUS_LABELS[status]}</span>;
}

export function SubscribersList({
  params,
  list,
  role,
  canManage,
  timeZone,
}: {
  params: SubscriberListParams;
  list: SubscriberPage | null;
  role: Role | null;
  canManage: boolean;
  timeZone: string;
}) {
  const query = subscriberQuery(params);
  const when = (date: Date | null) => (date ? formatZoned(date, timeZone) : '—');
  const columns: DataColumn<SubscriberRow>[] = [
    { header: 'Email', className: 'break-all px-4 py-3 font-medium text-white', cell: (row) => row.email },
    { header: 'Status', className: 'px-4 py-3', cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'Signed up', className: 'whitespace-nowrap px-4 py-3', cell: (row) => when(row.createdAt) },
    { header: 'Confirmed', className: 'whitespace-nowrap px-4 py-3', cell: (row) => when(row.confirmedAt) },
    { header: 'Source', className: 'max-w-56 truncate px-4 py-3', title: (row) => row.sourcePage ?? undefined, cell: (row) => row.sourcePage ?? '—' },
  ];
  const actionColumn: DataColumn<SubscriberRow> = {
    header: <span className="sr-only">Actions</span>,
    className: 'px-4 py-3 text-right',
    cell: (row) => row.status !== 'unsubscribed' && <UnsubscribeButton id={row.id} email={row.email} />,
  };
  return (
    <div className="space-y-6">
      <NewsletterHeader
        current="/admin/newsletter/subscribers"
        role={role}
        description={`Everyone who signed up. Only confirmed subscribers receive issues; a sign-up stays pending until its confirmation link is opened. Times in ${timeZone}.`}
      />
      {canManage && <ImportSubscribers />}
      <CrudListControls
        path="/admin/newsletter/subscribers"
        params={{ page: 1, q: params.q, status: 'all', filters: params.status ? { status: params.status } : {} }}
        filters={SUBSCRIBER_FILTERS}
        showStatus={false}
        total={list?.count ?? 0}
        page={1}
        pageCount={1}
        searchLabel="Search email"
        plural="subscribers"
        actions={list && <ExportCsvLink href={withQuery('/api/admin/newsletter/subscribers/export', query)} />}
        pager={
          list && (
            <KeysetPager
              count={list.count}
              noun={{ one: 'subscriber', many: 'subscribers' }}
              newer={list.newer}
              older={list.older}
              idKind="uuid"
              href={(page) => withQuery('/admin/newsletter/subscribers', subscriberQuery(params, page))}
            />
          )
        }
      />
      {!list ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          Failed to load subscribers. Reload the page to try again.
        </p>
      ) : (
        <DataTable
          label="Subscribers"
          caption="Subscribers, newest first"
          look="inbox"
          columns={canManage ? [...columns, actionColumn] : columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          rowClassName="text-slate-300"
          cards={{
            className: 'text-slate-300',
            render: (row) => (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 break-all font-medium text-white">{row.email}</p>
                  <StatusBadge status={row.status} />
                </div>
                <p className="mt-1 text-slate-400">Signed up {when(row.createdAt)}</p>
                {row.confirmedAt && <p className="text-slate-400">Confirmed {when(row.confirmedAt)}</p>}
                {canManage && row.status !== 'unsubscribed' && (
                  <div className="mt-2">
                    <UnsubscribeButton id={row.id} email={row.email} />
                  </div>
                )}
              </>
            ),
          }}
          empty={<p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No subscribers match these filters.</p>}
        />
      )}
    </div>
  );
}
