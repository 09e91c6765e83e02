'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/server/auth/guarded';

/**
 * Runs an admin server action: a toast with its answer, and the screen reloaded from the server
 * on success (`onSuccess` gets the answer's data first). `pending` is true while it runs.
 */
export function useAdminAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = <T>(action: (input: unknown) => Promise<ActionResult<T>>, input: unknown, onSuccess?: (data: T | undefined) => void) => {
    startTransition(async () => {
      let result: ActionResult<T>;
      try {
        result = await action(input);
      } catch {
        result = { ok: false, status: 500, error: 'The server could not be reached. Please try again.' };
      }
      if (result.ok) {
        toast.success(result.message ?? 'Saved.');
        onSuccess?.(result.data);
        router.refresh();
      } else {
        toast.error(result.error);
        if (result.status === 401) router.refresh();
      }
    });
  };
  return { pending, run };
}
