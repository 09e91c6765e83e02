'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/server/auth/guarded';
import { fieldBinder } from './bind';
import { callAction as call, type AdminAction as Action } from './call-action';

type Mode<K> = { kind: 'create' } | { kind: 'edit'; key: K };
/**
 * A form that is always shown (spec section 4, page and content forms): create mode by default,
 * Edit loads a record into edit mode, Cancel and a successful save return to an empty create
 * mode; a failed save keeps what was typed. The list is reloaded from the server after each write.
 * `toInput` turns the values (and the edited record's key) into what the save action receives.
 */
export function useCreateEditForm<V extends object, K = string>({
  empty,
  save,
  toInput,
  onSaved,
  onFailed,
}: {
  empty: V;
  save: Action;
  toInput: (values: V, key: K | undefined) => unknown;
  onSaved: () => void;
  onFailed: (error: string) => void;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode<K>>({ kind: 'create' });
  const [values, setValues] = useState<V>(empty);
  const [pending, startTransition] = useTransition();

  const reset = () => {
    setMode({ kind: 'create' });
    setValues(empty);
  };

  const setField = <F extends keyof V>(field: F, value: V[F]) => setValues((current) => ({ ...current, [field]: value }));

  return {
    mode,
    values,
    pending,
    editing: mode.kind === 'edit' ? mode.key : undefined,
    setField,
    /** A field's value and change handler, to spread on an input (as useCrudForm's bind). */
    bind: fieldBinder(values, setField),
    edit: (key: K, record: V) => {
      setValues(record);
      setMode({ kind: 'edit', key });
    },
    cancel: reset,
    submit: () => {
      const key = mode.kind === 'edit' ? mode.key : undefined;
      startTransition(async () => {
        const result = await call(save, toInput(values, key));
        if (!result.ok) {
          onFailed(result.error);
          if (result.status === 401) router.refresh();
          return;
        }
        onSaved();
        reset();
        router.refresh();
      });
    },
    /** Runs a write beside the form (a delete); a deleted record being edited returns the form to create mode. */
    run: (key: K, action: Action, input: unknown, done: (result: ActionResult<unknown>) => void) => {
      startTransition(async () => {
        const result = await call(action, input);
        done(result);
        if (!result.ok) return;
        if (mode.kind === 'edit' && mode.key === key) reset();
        router.refresh();
      });
    },
  };
}
