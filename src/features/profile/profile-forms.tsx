'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useAdminAction } from '@/features/users/run-action';
import { changePassword, updateName } from './admin-actions';

export function NameForm({ name }: { name: string }) {
  const { pending, run } = useAdminAction();
  return (
    <form
      aria-label="Your name"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        run(updateName, { name: new FormData(event.currentTarget).get('name') });
      }}
    >
      <Field id="profile-name" label="Name">
        {(control) => <Input {...control} name="name" type="text" defaultValue={name} required maxLength={200} autoComplete="name" />}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}

export function PasswordForm({ email }: { email: string }) {
  const form = useRef<HTMLFormElement>(null);
  const { pending, run } = useAdminAction();
  return (
    <form
      ref={form}
      aria-label="Change password"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        run(
          changePassword,
          { currentPassword: data.get('currentPassword'), newPassword: data.get('newPassword'), confirmPassword: data.get('confirmPassword') },
          () => form.current?.reset(),
        );
      }}
    >
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field id="profile-current-password" label="Current password">
        {(control) => <Input {...control} name="currentPassword" type="password" required maxLength={128} autoComplete="current-password" />}
      </Field>
      <Field id="profile-new-password" label="New password" note="at least 10 characters">
        {(control) => <Input {...control} name="newPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" />}
      </Field>
      <Field id="profile-confirm-password" label="Confirm new password">
        {(control) => <Input {...control} name="confirmPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
