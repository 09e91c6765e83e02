'use client';

import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';

/**
 * The editor's small dialogs (link, image alt text): a titled form that gives the focus back to
 * the text when it closes, where the writing goes on.
 */
export function EditorDialog({
  open,
  onOpenChange,
  title,
  onClosed,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onClosed: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // The first field, not the Close button in the title bar.
            const field = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input, select, textarea');
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className="fixed inset-x-4 top-[10vh] z-50 mx-auto flex max-h-[80vh] max-w-lg flex-col overflow-y-auto rounded-2xl border border-white/10 bg-slate-900 shadow-xl"
        >
          <div className="flex items-center justify-between gap-4 border-b border-white/10 p-4">
            <Dialog.Title className="text-lg font-semibold text-white">{title}</Dialog.Title>
            <Dialog.Close aria-label="Close" className="rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's form; submitting it runs onSubmit and nothing else. */
export function DialogForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through portals: the page form around the editor must not submit.
    event.stopPropagation();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      {children}
    </form>
  );
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-rose-300 empty:hidden">
      {message}
    </p>
  );
}

/**
 * A text field of the dialog with its hint and its error, both read out with it: the caller's
 * onChange clears the error as staff type.
 */
export function HintedInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint: string; error: string | null } & Omit<
  ComponentProps<typeof Input>,
  'id' | 'type' | 'aria-invalid' | 'aria-describedby'
>) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="text" {...input} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint ${id}-error`} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The dialog's buttons: Cancel and the submit button, after any of the dialog's own (`children`). */
export function DialogActions({ submit, disabled, children }: { submit: string; disabled?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      {children}
      <Dialog.Close className={buttonClasses({ variant: 'outline', size: 'sm' })}>Cancel</Dialog.Close>
      <Button type="submit" size="sm" disabled={disabled}>
        {submit}
      </Button>
    </div>
  );
}
