import { authInputClasses } from './auth-card';

/**
 * The hidden username and the new password, twice: the reset link's form and the invitation's.
 * The username field lets password managers store the new password under the right account.
 */
export function NewPasswordFields({ idPrefix, email }: { idPrefix: string; email: string }) {
  return (
    <>
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <div>
        <label htmlFor={`${idPrefix}-password`} className="block text-sm font-medium text-slate-200">
          New password <span className="font-normal text-slate-400">(at least 10 characters)</span>
        </label>
        <input id={`${idPrefix}-password`} name="password" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-confirm`} className="block text-sm font-medium text-slate-200">
          Confirm new password
        </label>
        <input id={`${idPrefix}-confirm`} name="confirmPassword" type="password" required minLength={10} maxLength={128} autoComplete="new-password" className={authInputClasses} />
      </div>
    </>
  );
}
