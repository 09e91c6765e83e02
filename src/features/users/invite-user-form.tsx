'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { ROLE_LABELS } from '@/server/auth/roles';
import { USER_ROLES } from '@/server/db/enums';
import { inviteUser } from './admin-actions';
import { useAdminAction } from './run-action';

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
      <Field id="invite-name" label="Name">
        {(control) => <Input {...control} name="name" type="text" required maxLength={200} autoComplete="off" />}
      </Field>
      <Field id="invite-email" label="Email">
        {(control) => <Input {...control} name="email" type="email" required maxLength={254} autoComplete="off" />}
      </Field>
      <Field id="invite-role" label="Role">
        {(control) => (
          <Select {...control} name="role" defaultValue="editor">
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={pending} className="h-10">
        {pending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
