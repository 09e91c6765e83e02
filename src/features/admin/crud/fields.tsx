'use client';

import { useId, type ReactNode } from 'react';

const inputClasses =
  'mt-1 block min-h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';
const labelClasses = 'block text-sm font-medium text-slate-200';

/** A field's help text and, after a refused save, its message; the input names both in aria-describedby. */
function useFieldNotes(hint?: string, error?: string) {
  const hintId = useId();
  const errorId = useId();
  return {
    describedBy: [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined,
    invalid: error ? true : undefined,
    notes: (
      <>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-rose-300">
            {error}
          </p>
        )}
        {hint && (
          <p id={hintId} className="mt-1 text-xs text-slate-400">
            {hint}
          </p>
        )}
      </>
    ),
  };
}

const invalidClasses = 'aria-[invalid=true]:border-rose-400';

function Label({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={labelClasses}>
      {label}
      {optional && <span className="font-normal text-slate-400"> (optional)</span>}
    </label>
  );
}

export function TextField({
  label,
  value,
  onChange,
  optional,
  type = 'text',
  maxLength,
  placeholder,
  hint,
  error,
  autoComplete,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  type?: 'text' | 'url' | 'email' | 'tel' | 'password' | 'date';
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  error?: string;
  autoComplete?: string;
  /** Beside the input (a Show button). */
  children?: ReactNode;
}) {
  const id = useId();
  const { describedBy, invalid, notes } = useFieldNotes(hint, error);
  const input = (
    <input
      id={id}
      type={type}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete={autoComplete}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      className={`${inputClasses} ${invalidClasses}`}
    />
  );
  return (
    <div>
      <Label htmlFor={id} label={label} optional={optional} />
      {children ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">{input}</div>
          {children}
        </div>
      ) : (
        input
      )}
      {notes}
    </div>
  );
}

/**
 * A number as typed (kept as text so the server's message can explain a bad value). No min/max
 * attributes: the browser would block the save with its own bubble instead of our message.
 */
export function NumberField({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} />
      <input id={id} type="number" step="any" inputMode="decimal" value={value} aria-describedby={hint ? hintId : undefined} onChange={(event) => onChange(event.target.value)} className={inputClasses} />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Several choices from a list (a fieldset of checkboxes); `flagged` options are marked with their note. */
export function CheckboxGroupField({ legend, options, values, onChange, flagged = {} }: { legend: string; options: readonly string[]; values: readonly string[]; onChange: (values: string[]) => void; flagged?: Record<string, string> }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClasses}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={values.includes(option)}
              onChange={(event) => onChange(event.target.checked ? [...values, option] : values.filter((value) => value !== option))}
              className="size-4 rounded border-white/30 bg-slate-950 accent-brand-600"
            />
            {option}
            {flagged[option] && <span className="text-xs text-amber-300">({flagged[option]})</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  rows = 4,
  optional,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
  optional?: boolean;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const { describedBy, invalid, notes } = useFieldNotes(hint, error);
  return (
    <div className="sm:col-span-2">
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea id={id} value={value} rows={rows} maxLength={maxLength} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} className={`${inputClasses} ${invalidClasses}`} />
      {notes}
    </div>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  onChange: (value: T) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const { describedBy, invalid, notes } = useFieldNotes(hint, error);
  return (
    <div>
      <Label htmlFor={id} label={label} />
      <select id={id} value={value} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value as T)} className={`${inputClasses} ${invalidClasses}`}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
      {notes}
    </div>
  );
}

export function CheckboxField({ label, checked, onChange, hint, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string; error?: string }) {
  const id = useId();
  const { describedBy, invalid, notes } = useFieldNotes(hint, error);
  const box = (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} aria-invalid={invalid} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} className="size-4 rounded border-white/30 bg-slate-950 accent-brand-600" />
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
    </div>
  );
  if (!hint && !error) return box;
  return (
    <div className="sm:col-span-2">
      {box}
      {notes}
    </div>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-6 sm:col-span-2">{children}</div>;
}
