import type { ReactNode } from 'react';
import { cardClasses } from '@/components/site/sections';
import { PasskeysSection } from '@/features/passkeys/passkeys-section';
import type { PasskeyRow } from '@/features/passkeys/schema';
import { ROLE_LABELS } from '@/server/auth/roles';
import type { SessionUser } from '@/server/auth/session';
import { NameForm, PasswordForm } from './profile-forms';
import { SessionsSection, type SessionRow } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** One part of the profile: its heading names the region for screen readers. */
function Card({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cardClasses}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-400">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** /admin/profile: the signed-in user's own name, password, two-step sign-in, passkeys and signed-in browsers. */
export function ProfilePage({
  user,
  twoFactor,
  singleSignOn,
  passkeys,
  sessions,
}: {
  user: SessionUser;
  twoFactor: { enabled: boolean; since: string | null };
  /** Set for an account limited to single sign-on: its password and second step are its provider's. */
  singleSignOn: { providers: string[] } | null;
  passkeys: PasskeyRow[];
  sessions: SessionRow[];
}) {
  return (
    <div className="max-w-2xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Profile</h1>
        <p className="mt-1 text-slate-400">
          Signed in as <span className="text-slate-200">{user.email}</span>
          {user.role && <> · {ROLE_LABELS[user.role]}</>}. Your email and role are managed by a super admin.
        </p>
      </div>
      {user.mustSetUpTwoStep && (
        <p role="alert" className="rounded-xl border border-amber-400/40 bg-amber-400/10 p-4 text-amber-100">
          Your role requires two-step sign-in. Set up an authenticator app or add a passkey below; the other screens open once you have one.
        </p>
      )}
      <Card id="name" title="Your name">
        <NameForm name={user.name} />
      </Card>
      {singleSignOn ? (
        <Card id="sso" title="How you sign in">
          <p className="text-sm text-slate-300">
            You sign in with {singleSignOn.providers.length > 0 ? singleSignOn.providers.join(' or ') : 'your organisation’s single sign-on'}, not with a
            password. Your password and second step are managed there.
          </p>
        </Card>
      ) : (
        <>
          <Card
            id="password"
            title="Change password"
            intro="Use at least 10 characters; a long passphrase is best. Your other devices are signed out after the change."
          >
            <PasswordForm email={user.email} />
          </Card>
          <Card id="two-factor" title="Two-step sign-in">
            <TwoFactorSection enabled={twoFactor.enabled} since={twoFactor.since} email={user.email} />
          </Card>
          <Card id="passkeys" title="Passkeys">
            <PasskeysSection passkeys={passkeys} email={user.email} />
          </Card>
        </>
      )}
      <Card id="sessions" title="Signed-in browsers" intro="Sign out a browser you do not recognise, then change your password.">
        <SessionsSection sessions={sessions} />
      </Card>
    </div>
  );
}
