'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/features/users/run-action';
import { changePassword, updateName } from './admin-actions';

const fieldClasses = 'mt-1.5 block h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 text-sm text-white placeholder:text-slate-400';
const labelClasses = 'block text-sm font-medium text-slate-200';

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
      <div>
        <label htmlFor="profile-name" className={labelClasses}>
          Name
        </label>
        <input id="profile-name" name="name" type="text" defaultValue={name} required maxLength={200} autoComplete="name" className={fieldClasses} />
      </div>
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
      <div>
        <label htmlFor="profile-current-password" className={labelClasses}>
          Current password
        </label>
        <input id="profile-current-password" name="currentPassword" type="password" required maxLength={128} autoComplete="current-password" className={fieldClasses} />
      </div>
      <div>
        <label htmlFor="profile-new-password" className={labelClasses}>
          New password <span className="font-normal text-slate-400">(at least 10 characters)</span>
        </label>
        <input id="profile-new-password" name="newPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={fieldClasses} />
      </div>
      <div>
        <label htmlFor="profile-confirm-password" className={labelClasses}>
          Confirm new password
        </label>
        <input id="profile-confirm-password" name="confirmPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={fieldClasses} />
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
