'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { checkboxBinder, fieldBinder } from './bind';
import { callAction as call, type AdminAction as Action } from './call-action';
import { confirmDelete } from './confirm';
import { crudToast } from './toasts';

type Mode = { kind: 'closed' } | { kind: 'creating' } | { kind: 'editing'; id: string };

export type CrudToasts = {
  saved: (created: boolean) => void;
  deleted: () => void;
  saveFailed: (error: string) => void;
  deleteFailed: (error: string) => void;
};

/** The spec's usual texts: 'Job created successfully', 'Failed to save job'... */
const standardToasts = (noun: string): CrudToasts => ({
  saved: (created) => crudToast.saved(noun, created),
  deleted: () => crudToast.deleted(noun),
  saveFailed: (error) => crudToast.saveFailed(noun, error),
  deleteFailed: (error) => crudToast.deleteFailed(noun, error),
});

/**
 * The state of an admin form (spec section 4): closed, creating, or editing one record. Save or
 * Cancel returns to closed and resets; a failed save keeps the form open with what was typed, and
 * `errors` holds the messages the server gave for named fields (a taken slug) until that field
 * changes or the form closes. After every save and delete the list is reloaded from the server.
 */
export function useCrudForm<V extends object>({
  noun,
  empty,
  save,
  remove,
  toasts = standardToasts(noun),
}: {
  noun: string;
  empty: V;
  save: Action;
  remove: Action;
  toasts?: CrudToasts;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [pending, startTransition] = useTransition();

  const close = () => {
    setMode({ kind: 'closed' });
    setValues(empty);
    setErrors({});
  };

  const setField = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  return {
    noun,
    empty,
    mode,
    values,
    pending,
    errors,
    isOpen: mode.kind !== 'closed',
    setField,
    /** A field's value and change handler, to spread on an input: `<TextField label="Title" {...crud.bind('title')} />`. */
    bind: fieldBinder(values, setField),
    /** The same for a checkbox, whose value is `checked`. */
    bindChecked: checkboxBinder(values, setField),
    openCreate: () => {
      setValues(empty);
      setErrors({});
      setMode({ kind: 'creating' });
    },
    openEdit: (id: string, record: V) => {
      setValues(record);
      setErrors({});
      setMode({ kind: 'editing', id });
    },
    cancel: close,
    submit: () => {
      const id = mode.kind === 'editing' ? mode.id : undefined;
      startTransition(async () => {
        const result = await call(save, id ? { ...values, id } : values);
        if (!result.ok) {
          toasts.saveFailed(result.error);
          setErrors((result.fieldErrors ?? {}) as Partial<Record<keyof V, string>>);
          if (result.status === 401) router.refresh();
          return;
        }
        toasts.saved(!id);
        close();
        router.refresh();
      });
    },
    remove: (id: string) => {
      if (!confirmDelete(noun)) return;
      startTransition(async () => {
        const result = await call(remove, { id });
        if (!result.ok) {
          toasts.deleteFailed(result.error);
          return;
        }
        toasts.deleted();
        if (mode.kind === 'editing' && mode.id === id) close();
        router.refresh();
      });
    },
  };
}
