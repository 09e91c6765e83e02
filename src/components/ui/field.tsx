import type { ComponentProps, ReactNode } from 'react';

// No 'use client' and no hooks: the public forms drawn on the server (the job application) use
// these as they are, and stay server components; client components import them just the same.

/** `admin`: the dense screens of the admin area. `site`: the public forms, roomier, finger-sized. */
export type FieldTone = 'admin' | 'site';

const CONTROL: Record<FieldTone, string> = {
  admin:
    'min-h-10 rounded-lg border border-white/15 bg-slate-950 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 aria-[invalid=true]:border-rose-400',
  site: 'min-h-11 rounded-lg border border-white/15 bg-slate-900 px-3.5 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 aria-[invalid=true]:border-red-400',
};
/** Under its label, across its column; an `inline` control (a filter, a row of a list) takes its place in a row instead. */
const STACKED: Record<FieldTone, string> = { admin: 'mt-1 block w-full', site: 'mt-1.5 block w-full' };

export type ControlStyle = { tone?: FieldTone; inline?: boolean };

export function controlClasses({ tone = 'admin', inline = false }: ControlStyle = {}, extra = '') {
  return [!inline && STACKED[tone], CONTROL[tone], extra].filter(Boolean).join(' ');
}

export const labelClasses = 'block text-sm font-medium text-slate-200';

export function Input({ tone, inline, className, ...props }: ComponentProps<'input'> & ControlStyle) {
  return <input {...props} className={controlClasses({ tone, inline }, className)} />;
}

export function Textarea({ tone, inline, className, ...props }: ComponentProps<'textarea'> & ControlStyle) {
  return <textarea {...props} className={controlClasses({ tone, inline }, className)} />;
}

export function Select({ tone, inline, className, ...props }: ComponentProps<'select'> & ControlStyle) {
  return <select {...props} className={controlClasses({ tone, inline }, className)} />;
}

/**
 * `note`: a quiet aside after the words ('optional', 'at least 10 characters'). `required`: the
 * public forms' star, hidden from screen readers (the control's own `required` says it).
 */
export function Label({ note, required, className = labelClasses, children, ...props }: ComponentProps<'label'> & { note?: ReactNode; required?: boolean }) {
  return (
    <label className={className} {...props}>
      {children}
      {note && <span className="font-normal text-slate-400"> ({note})</span>}
      {required && (
        <span aria-hidden className="text-red-300">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

/** What ties a control to its field: its id, and its help and error named by aria-describedby (the error first). */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export const describedBy = (id: string, help?: ReactNode, error?: ReactNode) =>
  [error && `${id}-error`, help && `${id}-help`].filter(Boolean).join(' ') || undefined;

export const controlProps = (id: string, help?: ReactNode, error?: ReactNode): ControlProps => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, help, error),
});

/**
 * The help and the error under a control, with the ids controlProps names. `errorSlot`: the error's
 * paragraph stays in the markup, hidden while empty, because where React does not run the form's
 * island writes the browser-side check's message into it (the contact form, built forms; decision 100).
 */
export function FieldNotes({
  id,
  help,
  error,
  tone = 'admin',
  errorSlot = false,
}: {
  id: string;
  help?: ReactNode;
  error?: ReactNode;
  tone?: FieldTone;
  errorSlot?: boolean;
}) {
  if (tone === 'site') {
    return (
      <>
        {help && (
          <p id={`${id}-help`} className="mt-1.5 text-xs text-slate-400">
            {help}
          </p>
        )}
        {(error || errorSlot) && (
          <p id={`${id}-error`} hidden={!error} className="mt-1.5 text-sm text-red-300">
            {error}
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-400">
          {help}
        </p>
      )}
    </>
  );
}

/**
 * A label, its control, the control's help and error. The control is drawn by `children`, given
 * the props that tie it to the label and the notes:
 * `<Field id="invite-name" label="Name">{(control) => <Input {...control} name="name" />}</Field>`.
 */
export function Field({
  id,
  label,
  note,
  required,
  help,
  error,
  tone,
  errorSlot,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  note?: ReactNode;
  required?: boolean;
  help?: ReactNode;
  error?: ReactNode;
  tone?: FieldTone;
  errorSlot?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} note={note} required={required}>
        {label}
      </Label>
      {children(controlProps(id, help, error))}
      <FieldNotes id={id} help={help} error={error} tone={tone} errorSlot={errorSlot} />
    </div>
  );
}
