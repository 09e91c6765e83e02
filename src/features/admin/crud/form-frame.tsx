'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The create/edit form: 'Create New Job' or 'Edit Job', its fields, Save and Cancel. */
export function CrudFormFrame({
  title,
  pending,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={title}
      className="rounded-2xl border border-brand-400/30 bg-white/[0.03] p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="mt-6 flex gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
