// Settings -> API keys: the form that makes a key and the list of every key, revoked ones too.
// Callers check the role (admin) first; the actions check it again.
import 'server-only';
import { TableScroller } from '@/components/ui/table-scroller';
import { getSiteTimeZone } from '@/features/settings/queries';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { listApiKeyRows, type ApiKeyListRow, type ApiKeyStatus } from './admin-queries';
import { CreateApiKeyForm, RevokeApiKeyButton } from './api-keys-manager';

const STATUS_CLASSES: Record<ApiKeyStatus, string> = { Active: 'text-emerald-300', Expired: 'text-amber-300', Revoked: 'text-rose-300' };

function KeyRow({ apiKey }: { apiKey: ApiKeyListRow }) {
  return (
    <tr className="align-top">
      <th scope="row" className="min-w-36 px-3 py-3 text-left font-medium text-white">
        {apiKey.name}
      </th>
      <td className="whitespace-nowrap px-3 py-3 font-mono text-slate-300">{apiKey.maskedKey}</td>
      <td className="px-3 py-3 text-slate-100">{apiKey.role}</td>
      <td className="min-w-40 px-3 py-3 text-slate-300">
        <span className="block whitespace-nowrap">{apiKey.createdAt}</span>
        <span className="block text-xs text-slate-400">by {apiKey.createdBy}</span>
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-slate-300">{apiKey.expiresAt ?? <span className="text-slate-400">Never</span>}</td>
      <td className="whitespace-nowrap px-3 py-3 text-slate-300">{apiKey.lastUsedAt ?? <span className="text-slate-400">Never</span>}</td>
      <td className={`px-3 py-3 font-medium ${STATUS_CLASSES[apiKey.status]}`}>{apiKey.status}</td>
      <td className="px-3 py-3">{apiKey.status === 'Revoked' ? null : <RevokeApiKeyButton id={apiKey.id} name={apiKey.name} />}</td>
    </tr>
  );
}

export async function ApiKeysSection() {
  const loaded = await Promise.all([getDb(), getSiteTimeZone()])
    .then(async ([db, timeZone]) => ({ timeZone, keys: await listApiKeyRows(db, timeZone) }))
    .catch((error: unknown) => {
      logger.error({ err: error }, 'api keys load failed');
      return null;
    });
  return (
    <section
      id="settings-api-keys"
      aria-labelledby="settings-api-keys-heading"
      className="scroll-mt-24 rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6"
    >
      <h2 id="settings-api-keys-heading" className="text-xl font-semibold text-white">
        API keys
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-400">
        A key lets another system (a CRM, an automation, a build pipeline) use the content API with the role it is given. Its writes are in the audit log under
        the key&apos;s name. Revoking a key stops it at once.
      </p>
      {loaded ? (
        <>
          <CreateApiKeyForm timeZone={loaded.timeZone} />
          <h3 className="mt-8 text-base font-semibold text-white">
            All keys <span className="text-sm font-normal text-slate-400">({loaded.keys.length})</span>
          </h3>
          {loaded.keys.length === 0 ? (
            <p className="mt-2 text-sm text-slate-400">No API keys yet.</p>
          ) : (
            <TableScroller label="All API keys" className="mt-3">
              <table className="min-w-full divide-y divide-white/10 text-left text-sm">
                <thead className="bg-white/[0.03] text-xs uppercase tracking-wide text-slate-300">
                  <tr>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Name
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Key
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Role
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Created
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Expires
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Last used
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      Status
                    </th>
                    <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {loaded.keys.map((apiKey) => (
                    <KeyRow key={apiKey.id} apiKey={apiKey} />
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
          <p className="mt-2 text-xs text-slate-400">Times are in the site&apos;s time zone ({loaded.timeZone}).</p>
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-xl border border-rose-400/30 bg-rose-500/10 p-4 text-rose-200">
          Failed to load the API keys. Reload the page to try again.
        </p>
      )}
    </section>
  );
}
