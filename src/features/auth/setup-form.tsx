'use client';

import { useActionState } from 'react';
import type { AuthResult } from './schema';
import { createFirstAdministrator } from './setup-actions';
import { NewAccountFields } from './new-account-fields';
import { AuthForm } from './auth-card';

export function SetupForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(
    createFirstAdministrator,
    { status: 'idle' },
    `/setup?token=${encodeURIComponent(token)}`,
  );
  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <AuthForm label="Create the first administrator" state={[result, formAction, pending]} submit="Create Administrator" submitting="Creating...">
      <input type="hidden" name="token" value={token} />
      <NewAccountFields idPrefix="setup" typed={typed} />
    </AuthForm>
  );
}
