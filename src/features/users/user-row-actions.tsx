'use client';

import { useState } from 'react';
import { Label, Select } from '@/components/ui/field';
import { ROLE_LABELS, type Role } from '@/server/auth/roles';
import { resendInvite, resetTwoStepSignIn, setDisabled, setRole, setSsoOnly, signOutEverywhere } from './admin-actions';
import { useAdminAction } from './run-action';
import { ROLE_CHOICES, type RoleChoice } from './schema';

export type RowUser = {
  id: string;
  name: string;
  role: Role | null;
  disabled: boolean;
  isSelf: boolean;
  invitationPending: boolean;
  twoStep: boolean;
  ssoOnly: boolean;
};

const smallButton =
  'inline-flex h-10 shrink-0 items-center justify-center whitespace-nowrap rounded-lg border border-white/20 px-3 text-sm font-medium text-white hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60';

const CHOICE_LABELS: Record<RoleChoice, string> = { ...ROLE_LABELS, none: 'No role' };

/** One user's controls: change the role, disable or enable, sign out everywhere, send a new invitation. */
export function UserRowActions({ user }: { user: RowUser }) {
  const current: RoleChoice = user.role ?? 'none';
  const [role, setSelectedRole] = useState<RoleChoice>(current);
  const { pending, run } = useAdminAction();
  const selectId = `role-${user.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(setRole, { userId: user.id, role });
        }}
      >
        <Label htmlFor={selectId} className="sr-only">
          Role for {user.name}
        </Label>
        <Select inline id={selectId} value={role} onChange={(event) => setSelectedRole(event.target.value as RoleChoice)}>
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {CHOICE_LABELS[choice]}
            </option>
          ))}
        </Select>
        <button type="submit" className={smallButton} disabled={pending || role === current} aria-label={`Save role for ${user.name}`}>
          Save role
        </button>
      </form>
      {!user.isSelf && (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() => run(setDisabled, { userId: user.id, disabled: !user.disabled })}
          aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.name}`}
        >
          {user.disabled ? 'Enable' : 'Disable'}
        </button>
      )}
      {!user.disabled && !user.invitationPending && (
        <ConfirmedButton
          label="Sign out everywhere"
          name={user.name}
          question={`Sign ${user.name} out of every browser${user.isSelf ? ' but this one' : ''}?`}
          disabled={pending}
          onConfirmed={() => run(signOutEverywhere, { userId: user.id })}
        />
      )}
      {user.twoStep && !user.isSelf && (
        <ConfirmedButton
          label="Reset two-step"
          name={user.name}
          question={`Reset ${user.name}'s two-step sign-in? Their authenticator app and passkeys are removed; they sign in with their password alone until they set up an app or add a passkey again, and are told by email.`}
          disabled={pending}
          onConfirmed={() => run(resetTwoStepSignIn, { userId: user.id })}
        />
      )}
      {!user.isSelf && user.role !== 'super_admin' && !user.invitationPending && (
        <ConfirmedButton
          label={user.ssoOnly ? 'Allow password' : 'Limit to SSO'}
          name={user.name}
          question={
            user.ssoOnly
              ? `Let ${user.name} sign in with a password again?`
              : `Let ${user.name} sign in only through single sign-on? Their password stops working and they are signed out everywhere.`
          }
          disabled={pending}
          onConfirmed={() => run(setSsoOnly, { userId: user.id, ssoOnly: !user.ssoOnly })}
        />
      )}
      {user.invitationPending && !user.disabled && (
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() => run(resendInvite, { userId: user.id })}
          aria-label={`Send a new invitation to ${user.name}`}
        >
          Resend invitation
        </button>
      )}
    </div>
  );
}

/** A row's button that asks first: its accessible name starts with its text and names the user. */
function ConfirmedButton({
  label,
  name,
  question,
  disabled,
  onConfirmed,
}: {
  label: string;
  name: string;
  question: string;
  disabled: boolean;
  onConfirmed: () => void;
}) {
  return (
    <button
      type="button"
      className={smallButton}
      disabled={disabled}
      onClick={() => {
        if (window.confirm(question)) onConfirmed();
      }}
      aria-label={`${label} for ${name}`}
    >
      {label}
    </button>
  );
}
