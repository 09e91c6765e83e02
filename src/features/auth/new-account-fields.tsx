import { Field } from '@/components/ui/field';
import { authInputClasses } from './auth-card';
import { NewPasswordField } from './new-password-fields';

/** Name, email and password of a new account: the sign-up form's and the first administrator's. `typed`: what was sent, after a refusal. */
export function NewAccountFields({ idPrefix, typed }: { idPrefix: string; typed: { name?: string; email?: string } }) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label="Name">
        {(control) => (
          <input {...control} name="name" type="text" defaultValue={typed.name} required maxLength={200} autoComplete="name" className={authInputClasses} />
        )}
      </Field>
      <Field id={`${idPrefix}-email`} label="Email">
        {(control) => <input {...control} name="email" defaultValue={typed.email} type="email" required autoComplete="email" className={authInputClasses} />}
      </Field>
      <NewPasswordField id={`${idPrefix}-password`} label="Password" name="password" note="at least 10 characters" />
    </>
  );
}
