'use client';

// The builder's inputs: each labelled, with its help and its problem under it (named by
// aria-describedby), and an element id made from its error key, so a problem the check names can
// be shown beside it and focused.
import type { ReactNode } from 'react';
import { describedBy, inputClasses, Notes } from '@/features/pages/editor/block-fields';
import { fieldDomId } from '@/features/pages/editor/editor-model';

export { describedBy, Notes };

export const labelClasses = 'block text-sm font-medium text-slate-200';

export type Problems = {
  errors: Record<string, string>;
  /** Forgets the problem shown at this key once its input is changed. */
  clearError: (key: string) => void;
};

type Common = { errorKey: string; label: ReactNode; help?: ReactNode; problems: Problems; optional?: boolean; className?: string };

function Label({ id, label, optional }: { id: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={id} className={labelClasses}>
      {label}
      {optional && <span className="font-normal text-slate-400"> (optional)</span>}
    </label>
  );
}

function inputProps(errorKey: string, help: ReactNode, problems: Problems) {
  const id = fieldDomId(errorKey);
  const error = problems.errors[errorKey];
  return { id, error, props: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, help, error) } as const };
}

export function TextInput({
  errorKey,
  label,
  help,
  problems,
  optional,
  className,
  value,
  onChange,
  max,
  placeholder,
  multiline,
  rows = 3,
  type = 'text',
  inputMode,
  onBlur,
}: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void; max?: number; placeholder?: string; multiline?: boolean; rows?: number; type?: 'text' | 'date' | 'datetime-local'; inputMode?: 'url' | 'email' }) {
  const { id, error, props } = inputProps(errorKey, help, problems);
  const change = (next: string) => {
    problems.clearError(errorKey);
    onChange(next);
  };
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      {multiline ? (
        <textarea {...props} onBlur={onBlur} rows={rows} value={value} maxLength={max} placeholder={placeholder} onChange={(event) => change(event.target.value)} className={inputClasses} />
      ) : (
        <input {...props} onBlur={onBlur} type={type} inputMode={inputMode} value={value} maxLength={max} placeholder={placeholder} onChange={(event) => change(event.target.value)} className={`${inputClasses} ${type === 'text' ? '' : '[color-scheme:dark]'}`} />
      )}
      <Notes id={id} help={help} error={error} />
    </div>
  );
}

/** A number, or null when empty ('no limit'). */
export function NumberInput({ errorKey, label, help, problems, optional, className, value, onChange, min, max, step = 1, placeholder }: Common & { value: number | null; onChange: (value: number | null) => void; min?: number; max?: number; step?: number | 'any'; placeholder?: string }) {
  const { id, error, props } = inputProps(errorKey, help, problems);
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <input
        {...props}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        value={value === null || !Number.isFinite(value) ? '' : value}
        onChange={(event) => {
          problems.clearError(errorKey);
          onChange(event.target.value === '' ? null : Number(event.target.value));
        }}
        className={inputClasses}
      />
      <Notes id={id} help={help} error={error} />
    </div>
  );
}

export function SelectInput<T extends string>({ errorKey, label, help, problems, className, value, onChange, options }: Common & { value: T; onChange: (value: T) => void; options: readonly { value: T; label: string }[] }) {
  const { id, error, props } = inputProps(errorKey, help, problems);
  return (
    <div className={className}>
      <Label id={id} label={label} />
      <select
        {...props}
        value={value}
        onChange={(event) => {
          problems.clearError(errorKey);
          onChange(event.target.value as T);
        }}
        className={inputClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} help={help} error={error} />
    </div>
  );
}

export function CheckboxInput({ errorKey, label, help, problems, className, checked, onChange }: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, error, props } = inputProps(errorKey, help, problems);
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <input
          {...props}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            problems.clearError(errorKey);
            onChange(event.target.checked);
          }}
          className="size-5 shrink-0 accent-brand-500"
        />
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
      </div>
      <Notes id={id} help={help} error={error} />
    </div>
  );
}
