import { Field } from '@/components/ui/field';
import { authInputClasses } from './auth-card';

/** A field for a new password, with the length the server accepts (schema.ts) and the autocomplete that asks password managers to suggest one. */
export function NewPasswordField({ id, label, name, note }: { id: string; label: string; name: string; note?: string }) {
  return (
    <Field id={id} label={label} note={note}>
      {(control) => (
        <input {...control} name={name} type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />
      )}
    </Field>
  );
}

/**
 * The hidden username and the new password, twice: the reset link's form and the invitation's.
 * The username field lets password managers store the new password under the right account.
 */
export function NewPasswordFields({ idPrefix, email }: { idPrefix: string; email: string }) {
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordField id={`${idPrefix}-password`} label="New password" name="password" note="at least 10 characters" />
      <NewPasswordField id={`${idPrefix}-confirm`} label="Confirm new password" name="confirmPassword" />
    </>
  );
}
