'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ROLE_LABELS } from '@/server/auth/roles';
import { USER_ROLES } from '@/server/db/enums';
import { inviteUser } from './admin-actions';
import { useAdminAction } from './run-action';

const fieldClasses = 'mt-1.5 block h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 text-sm text-white placeholder:text-slate-400';
const labelClasses = 'block text-sm font-medium text-slate-200';

/** Name, email and role: creates the account and emails the link that sets its password. */
export function InviteUserForm() {
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useAdminAction();
  return (
    <form
      ref={form}
      aria-label="Invite a user"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        run(inviteUser, { name: data.get('name'), email: data.get('email'), role: data.get('role') }, () => form.current?.reset());
      }}
    >
      <div>
        <label htmlFor="invite-name" className={labelClasses}>
          Name
        </label>
        <input id="invite-name" name="name" type="text" required maxLength={200} autoComplete="off" className={fieldClasses} />
      </div>
      <div>
        <label htmlFor="invite-email" className={labelClasses}>
          Email
        </label>
        <input id="invite-email" name="email" type="email" required maxLength={254} autoComplete="off" className={fieldClasses} />
      </div>
      <div>
        <label htmlFor="invite-role" className={labelClasses}>
          Role
        </label>
        <select id="invite-role" name="role" defaultValue="editor" className={fieldClasses}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={pending} className="h-10">
        {pending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
