'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { AuthResult } from './schema';
import { createFirstAdministrator } from './setup-actions';
import { NewAccountFields } from './new-account-fields';

export function SetupForm({ token }: { token: string }) {
  const [result, formAction, pending] = useActionState<AuthResult, FormData>(
    createFirstAdministrator,
    { status: 'idle' },
    `/setup?token=${encodeURIComponent(token)}`,
  );
  const typed = result.status === 'error' ? (result.values ?? {}) : {};
  return (
    <form action={formAction} className="space-y-5" aria-label="Create the first administrator">
      <input type="hidden" name="token" value={token} />
      <NewAccountFields idPrefix="setup" typed={typed} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Creating...' : 'Create Administrator'}
      </Button>
      <p role="status" className="min-h-5 text-sm text-red-300">
        {result.status === 'error' && result.message}
      </p>
    </form>
  );
}
