import { Field } from '@/components/ui/field';
import { authInputClasses } from './auth-card';

/**
 * The hidden username and the new password, twice: the reset link's form and the invitation's.
 * The username field lets password managers store the new password under the right account.
 */
export function NewPasswordFields({ idPrefix, email }: { idPrefix: string; email: string }) {
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field id={`${idPrefix}-password`} label="New password" note="at least 10 characters">
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            required
            minLength={10}
            maxLength={128}
            autoComplete="new-password"
            className={authInputClasses}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-confirm`} label="Confirm new password">
        {(control) => (
          <input
            {...control}
            name="confirmPassword"
            type="password"
            required
            minLength={10}
            maxLength={128}
            autoComplete="new-password"
            className={authInputClasses}
          />
        )}
      </Field>
    </>
  );
}
