'use client';

import { useId, type ReactNode } from 'react';
import { controlProps, Field, FieldNotes, Input, Label, labelClasses, Select, Textarea } from '@/components/ui/field';

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
  return (
    <Field id={id} label={label} note={optional && 'optional'} help={hint} error={error}>
      {(control) => {
        const input = (
          <Input
            {...control}
            type={type}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        return children ? (
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">{input}</div>
            {children}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

/**
 * A number as typed (kept as text so the server's message can explain a bad value). No min/max
 * attributes: the browser would block the save with its own bubble instead of our message.
 */
export function NumberField({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} help={hint}>
      {(control) => <Input {...control} type="number" step="any" inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}

/** Several choices from a list (a fieldset of checkboxes); `flagged` options are marked with their note. */
export function CheckboxGroupField({
  legend,
  options,
  values,
  onChange,
  flagged = {},
}: {
  legend: string;
  options: readonly string[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  flagged?: Record<string, string>;
}) {
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
  return (
    <Field id={id} label={label} note={optional && 'optional'} help={hint} error={error} className="sm:col-span-2">
      {(control) => <Textarea {...control} value={value} rows={rows} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />}
    </Field>
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
  return (
    <Field id={id} label={label} help={hint} error={error}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  error,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const box = (
    <div className="flex items-center gap-2">
      <input
        {...controlProps(id, hint, error)}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-white/30 bg-slate-950 accent-brand-600"
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
  if (!hint && !error) return box;
  return (
    <div className="sm:col-span-2">
      {box}
      <FieldNotes id={id} help={hint} error={error} />
    </div>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-6 sm:col-span-2">{children}</div>;
}
