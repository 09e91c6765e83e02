import { cardClasses } from '@/components/site/sections';
import { DataTable, type DataColumn } from '@/features/admin/crud/data-table';
import { formatDate, formatTimestamp } from '@/features/audit/format';
import { ROLE_LABELS } from '@/server/auth/roles';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { InviteUserForm } from './invite-user-form';
import { NO_ROLE_LABEL } from './schema';
import { UserRowActions } from './user-row-actions';
import { listUsers, type UserRow } from './users';

const ROLE_NOTES = [
  ['Super admin', 'Everything, including users, roles, settings and the audit log.'],
  ['Admin', 'Everything except users, roles and the audit log.'],
  ['Editor', 'Content: pages, content items, case studies, jobs, partners and media.'],
] as const;

function Status({ user, now }: { user: UserRow; now: Date }) {
  return (
    <>
      <span className={user.disabled ? 'font-medium text-rose-300' : 'font-medium text-emerald-300'}>{user.disabled ? 'Disabled' : 'Active'}</span>
      {user.twoStep && <span className="block text-xs text-slate-300">Two-step sign-in on</span>}
      {user.ssoOnly && <span className="block text-xs text-slate-300">Single sign-on only</span>}
      {user.passkeys > 0 && <span className="block text-xs text-slate-300">{user.passkeys === 1 ? '1 passkey' : `${user.passkeys} passkeys`}</span>}
      {user.invitationPending && (
        <span className="block text-xs text-slate-400">
          {user.invitationExpiresAt && user.invitationExpiresAt > now
            ? `Invited, link valid until ${formatDate(user.invitationExpiresAt)}`
            : 'Invitation expired'}
        </span>
      )}
    </>
  );
}

/** The table's columns; `self` is the signed-in user (marked You), `now` dates the invitations. */
function userColumns(self: SessionUser, now: Date): DataColumn<UserRow>[] {
  return [
    {
      header: 'Name',
      rowHeader: true,
      className: 'min-w-40 px-3 py-3 text-left font-medium text-white',
      cell: (user) => (
        <>
          {user.name}
          {user.id === self.id && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">You</span>}
        </>
      ),
    },
    { header: 'Email', className: 'whitespace-nowrap px-3 py-3 text-slate-300', cell: (user) => user.email },
    {
      header: 'Role',
      className: 'min-w-28 px-3 py-3 text-slate-100',
      cell: (user) => (user.role ? ROLE_LABELS[user.role] : <span className="text-amber-200">{NO_ROLE_LABEL}</span>),
    },
    { header: 'Status', className: 'min-w-36 px-3 py-3', cell: (user) => <Status user={user} now={now} /> },
    {
      header: 'Last sign-in',
      className: 'px-3 py-3 text-slate-300',
      cell: (user) =>
        user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt.toISOString()}>{formatTimestamp(user.lastSignInAt)}</time>
        ) : (
          <span className="text-slate-400">Never</span>
        ),
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap px-3 py-3 text-slate-300',
      cell: (user) => <time dateTime={user.createdAt.toISOString()}>{formatDate(user.createdAt)}</time>,
    },
    {
      header: 'Actions',
      className: 'px-3 py-3',
      cell: (user) => (
        <UserRowActions
          user={{
            id: user.id,
            name: user.name,
            role: user.role,
            disabled: user.disabled,
            isSelf: user.id === self.id,
            invitationPending: user.invitationPending,
            twoStep: user.twoStep || user.passkeys > 0,
            ssoOnly: user.ssoOnly,
          }}
        />
      ),
    },
  ];
}

/** /admin/users: every account with its role, status and last sign-in; roles, disabling and invitations. */
export async function UsersPage({ user: self }: { user: SessionUser }) {
  const users = await listUsers(await getDb());
  const now = new Date();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Users & Roles</h1>
        <p className="mt-1 max-w-3xl text-slate-400">
          Who can open the admin and what they may do. Changing a role or disabling an account signs that person out at once. Last sign-in is the newest
          successful sign-in in the audit log; times are in UTC.
        </p>
      </div>

      <section aria-labelledby="invite-heading" className={cardClasses}>
        <h2 id="invite-heading" className="text-lg font-semibold text-white">
          Invite a user
        </h2>
        <p className="mb-4 mt-1 text-sm text-slate-400">They get an email with a link to choose their password. The link works once, for 7 days.</p>
        <InviteUserForm />
      </section>

      <section aria-labelledby="users-heading" className="space-y-4">
        <h2 id="users-heading" className="text-lg font-semibold text-white">
          All users <span className="text-sm font-normal text-slate-400">({users.length})</span>
        </h2>
        <DataTable label="Users" columns={userColumns(self, now)} rows={users} rowKey={(user) => user.id} rowClassName="align-top" />
      </section>

      <section aria-labelledby="roles-heading" className={cardClasses}>
        <h2 id="roles-heading" className="text-lg font-semibold text-white">
          What each role may do
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {ROLE_NOTES.map(([role, note]) => (
            <div key={role}>
              <dt className="font-medium text-slate-100">{role}</dt>
              <dd className="text-sm text-slate-400">{note}</dd>
            </div>
          ))}
          <div className="sm:col-span-3">
            <dt className="font-medium text-slate-100">No role</dt>
            <dd className="text-sm text-slate-400">
              The account exists but only sees a &lsquo;waiting for access&rsquo; page. There must always be at least one active super admin.
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
