// Settings -> API keys: the form that makes a key and the list of every key, revoked ones too.
// Callers check the role (admin) first; the actions check it again.
import 'server-only';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { getSiteTimeZone } from '@/features/settings/queries';
import { SettingsSection } from '@/features/settings/settings-section';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { listApiKeyRows, type ApiKeyListRow, type ApiKeyStatus } from './admin-queries';
import { CreateApiKeyForm, RevokeApiKeyButton } from './api-keys-manager';

const STATUS_CLASSES: Record<ApiKeyStatus, string> = {
  Active: 'text-emerald-300',
  Expired: 'text-amber-300',
  Revoked: 'text-rose-300',
  Stopped: 'text-rose-300',
};

const never = <span className="text-slate-400">Never</span>;

const KEY_COLUMNS: DataColumn<ApiKeyListRow>[] = [
  { header: 'Name', rowHeader: true, className: 'min-w-36 px-3 py-3 text-left font-medium text-white', cell: (apiKey) => apiKey.name },
  { header: 'Key', className: 'whitespace-nowrap px-3 py-3 font-mono text-slate-300', cell: (apiKey) => apiKey.maskedKey },
  {
    header: 'Role',
    className: 'min-w-28 px-3 py-3 text-slate-100',
    cell: (apiKey) => (
      <>
        <span className="block">{apiKey.role}</span>
        {apiKey.limit && <span className="block text-xs text-amber-300">{apiKey.limit}</span>}
      </>
    ),
  },
  {
    header: 'Created',
    className: 'min-w-40 px-3 py-3 text-slate-300',
    cell: (apiKey) => (
      <>
        <span className="block whitespace-nowrap">{apiKey.createdAt}</span>
        <span className="block text-xs text-slate-400">by {apiKey.createdBy}</span>
      </>
    ),
  },
  { header: 'Expires', className: 'whitespace-nowrap px-3 py-3 text-slate-300', cell: (apiKey) => apiKey.expiresAt ?? never },
  { header: 'Last used', className: 'whitespace-nowrap px-3 py-3 text-slate-300', cell: (apiKey) => apiKey.lastUsedAt ?? never },
  { header: 'Status', className: (apiKey) => `px-3 py-3 font-medium ${STATUS_CLASSES[apiKey.status]}`, cell: (apiKey) => apiKey.status },
  {
    header: <span className="sr-only">Actions</span>,
    className: 'px-3 py-3',
    cell: (apiKey) => (apiKey.status === 'Revoked' ? null : <RevokeApiKeyButton id={apiKey.id} name={apiKey.name} />),
  },
];

export async function ApiKeysSection() {
  const loaded = await Promise.all([getDb(), getSiteTimeZone()])
    .then(async ([db, timeZone]) => ({ timeZone, keys: await listApiKeyRows(db, timeZone) }))
    .catch((error: unknown) => {
      logger.error({ err: error }, 'api keys load failed');
      return null;
    });
  return (
    <SettingsSection
      id="settings-api-keys"
      title="API keys"
      intro={
        <>
          A key lets another system (a CRM, an automation, a build pipeline) use the content API with the role it is given. Its writes are in the audit log
          under the key&apos;s name. A key never does more than the person who made it may do now: demoting or disabling them limits or stops it at once.
          Revoking a key stops it for good.
        </>
      }
    >
      {loaded ? (
        <>
          <CreateApiKeyForm timeZone={loaded.timeZone} />
          <h3 className="mt-8 text-base font-semibold text-white">
            All keys <span className="text-sm font-normal text-slate-400">({loaded.keys.length})</span>
          </h3>
          <DataTable
            label="All API keys"
            className="mt-3"
            headingClassName="whitespace-nowrap px-3 py-3 font-semibold"
            columns={KEY_COLUMNS}
            rows={loaded.keys}
            rowKey={(apiKey) => apiKey.id}
            rowClassName="align-top"
            empty={<p className="mt-2 text-sm text-slate-400">No API keys yet.</p>}
          />
          <p className="mt-2 text-xs text-slate-400">Times are in the site&apos;s time zone ({loaded.timeZone}).</p>
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-xl border border-rose-400/30 bg-rose-500/10 p-4 text-rose-200">
          Failed to load the API keys. Reload the page to try again.
        </p>
      )}
    </SettingsSection>
  );
}
