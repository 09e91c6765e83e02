import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';
import { buttonClasses } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { KeysetPager } from '@/features/admin/crud/keyset-pager';
import { getDb } from '@/server/db/client';
import { formatDate, formatTime } from './format';
import { actorLabel, auditQueryString, listAuditActions, listAuditEntries, signInOutcome, type AuditEntryView, type AuditFilters } from './queries';

function Filters({ filters, actions }: { filters: AuditFilters; actions: string[] }) {
  const knownActions = filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : actions;
  return (
    <form
      action="/admin/audit"
      method="get"
      aria-label="Filter the audit log"
      className={`${cardClasses} grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end`}
    >
      <Field id="audit-action" label="Action">
        {(control) => (
          <Select {...control} name="action" defaultValue={filters.action}>
            <option value="">All actions</option>
            {knownActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="audit-email" label="Actor email contains">
        {(control) => <Input {...control} name="email" type="search" defaultValue={filters.email} maxLength={254} placeholder="e.g. @axionlabs.dev" />}
      </Field>
      <Field id="audit-from" label="From" note="UTC">
        {(control) => <Input {...control} name="from" type="date" defaultValue={filters.from} className="[color-scheme:dark]" />}
      </Field>
      <Field id="audit-to" label="To" note="UTC">
        {(control) => <Input {...control} name="to" type="date" defaultValue={filters.to} className="[color-scheme:dark]" />}
      </Field>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses({ size: 'sm' }, 'h-10 flex-1')}>
          Filter
        </button>
        <Link href="/admin/audit" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'h-10 flex-1')}>
          Clear
        </Link>
      </div>
    </form>
  );
}

function Outcome({ entry }: { entry: AuditEntryView }) {
  const outcome = signInOutcome(entry);
  if (!outcome) return <span className="text-slate-400">—</span>;
  return <span className={outcome.success ? 'font-medium text-emerald-300' : 'font-medium text-rose-300'}>{outcome.label}</span>;
}

function When({ entry }: { entry: AuditEntryView }) {
  return (
    <>
      <time dateTime={entry.createdAt.toISOString()}>
        <span className="block">{formatDate(entry.createdAt)}</span>
        <span className="block text-xs text-slate-400">{formatTime(entry.createdAt)}</span>
      </time>
      {entry.repeatCount > 1 && (
        <span className="mt-1 block text-xs font-medium text-amber-200">
          {entry.repeatCount} times since{' '}
          <time dateTime={(entry.firstSeenAt ?? entry.createdAt).toISOString()}>{formatTime(entry.firstSeenAt ?? entry.createdAt)}</time>
        </span>
      )}
    </>
  );
}

const none = <span className="text-slate-400">—</span>;

const ENTRY_COLUMNS: DataColumn<AuditEntryView>[] = [
  { header: 'When', className: 'whitespace-nowrap px-3 py-2.5 text-slate-300', cell: (entry) => <When entry={entry} /> },
  { header: 'Who', className: 'max-w-56 break-words px-3 py-2.5 text-slate-100', cell: actorLabel },
  { header: 'Action', className: 'whitespace-nowrap px-3 py-2.5 font-mono text-xs text-slate-100', cell: (entry) => entry.action },
  {
    header: 'Entity',
    className: 'min-w-40 px-3 py-2.5 text-slate-300',
    cell: (entry) =>
      entry.entityType ? (
        <>
          <span className="text-slate-100">{entry.entityType}</span>
          {entry.entityId && <span className="block break-all font-mono text-xs text-slate-400">{entry.entityId}</span>}
        </>
      ) : (
        none
      ),
  },
  { header: 'Sign-in result', className: 'min-w-24 px-3 py-2.5', cell: (entry) => <Outcome entry={entry} /> },
  { header: 'IP address', className: 'whitespace-nowrap px-3 py-2.5 font-mono text-xs text-slate-300', cell: (entry) => entry.ipAddress ?? '—' },
  {
    header: 'User agent',
    className: 'min-w-48 max-w-72 px-3 py-2.5 text-xs text-slate-300',
    cell: (entry) => {
      const userAgent = typeof entry.details.userAgent === 'string' ? entry.details.userAgent : '';
      return userAgent ? (
        <span className="line-clamp-2 break-words" title={userAgent}>
          {userAgent}
        </span>
      ) : (
        none
      );
    },
  },
];

/** /admin/audit: who did what and when, newest first; read-only. */
export async function AuditLogPage({ filters }: { filters: AuditFilters }) {
  const db = await getDb();
  const [{ rows: entries, count, newer, older }, actions] = await Promise.all([listAuditEntries(db, filters), listAuditActions(db)]);
  const pager = (
    <nav aria-label="Audit log pages" className="flex flex-wrap items-center gap-3 text-sm text-slate-400">
      <KeysetPager
        count={count}
        noun={{ one: 'entry', many: 'entries' }}
        newer={newer}
        older={older}
        idKind="serial"
        href={(page) => `/admin/audit${auditQueryString(filters, page)}`}
      />
    </nav>
  );
  const filtered = Boolean(filters.action || filters.email || filters.from || filters.to);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Audit Log</h1>
        <p className="mt-1 text-slate-400">
          Every sign-in attempt, sign-out and change made in the admin: who, what and when. Refused sign-ins that repeat (same email, address and result) are
          counted in one entry per hour, shown at the latest attempt. Times are in UTC.
        </p>
      </div>
      <Filters filters={filters} actions={actions} />
      <section aria-labelledby="audit-entries" className="space-y-4">
        <h2 id="audit-entries" className="sr-only">
          Entries
        </h2>
        {entries.length > 0 && pager}
        <DataTable
          label="Audit entries"
          columns={ENTRY_COLUMNS}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowClassName="align-top"
          empty={<p className={`${cardClasses} text-slate-300`}>{filtered ? 'No audit entries match these filters.' : 'The audit log is empty so far.'}</p>}
        />
      </section>
    </div>
  );
}
