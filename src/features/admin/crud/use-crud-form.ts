'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/server/auth/guarded';
import { confirmDelete } from './confirm';
import { crudToast } from './toasts';

type Mode = { kind: 'closed' } | { kind: 'creating' } | { kind: 'editing'; id: string };
type Action = (input: unknown) => Promise<ActionResult<unknown>>;

async function call(action: Action, input: unknown): Promise<ActionResult<unknown>> {
  try {
    return await action(input);
  } catch {
    return { ok: false, status: 500, error: 'The server could not be reached. Please try again.' };
  }
}

/**
 * The state of an admin form (spec section 4): closed, creating, or editing one record. Save or
 * Cancel returns to closed and resets; a failed save keeps the form open with what was typed.
 * After every save and delete the list is reloaded from the server.
 */
export function useCrudForm<V extends object>({ noun, empty, save, remove }: { noun: string; empty: V; save: Action; remove: Action }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<V>(empty);
  const [pending, startTransition] = useTransition();

  const close = () => {
    setMode({ kind: 'closed' });
    setValues(empty);
  };

  return {
    mode,
    values,
    pending,
    isOpen: mode.kind !== 'closed',
    setField: <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })),
    openCreate: () => {
      setValues(empty);
      setMode({ kind: 'creating' });
    },
    openEdit: (id: string, record: V) => {
      setValues(record);
      setMode({ kind: 'editing', id });
    },
    cancel: close,
    submit: () => {
      const id = mode.kind === 'editing' ? mode.id : undefined;
      startTransition(async () => {
        const result = await call(save, id ? { ...values, id } : values);
        if (!result.ok) {
          crudToast.saveFailed(noun, result.error);
          if (result.status === 401) router.refresh();
          return;
        }
        crudToast.saved(noun, !id);
        close();
        router.refresh();
      });
    },
    remove: (id: string) => {
      if (!confirmDelete(noun)) return;
      startTransition(async () => {
        const result = await call(remove, { id });
        if (!result.ok) {
          crudToast.deleteFailed(noun, result.error);
          return;
        }
        crudToast.deleted(noun);
        if (mode.kind === 'editing' && mode.id === id) close();
        router.refresh();
      });
    },
  };
}
