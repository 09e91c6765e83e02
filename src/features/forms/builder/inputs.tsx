'use client';

// The builder's inputs: each labelled, with its help and its problem under it (named by
// aria-describedby), and an element id made from its error key, so a problem the check names can
// be shown beside it and focused.
import type { ReactNode } from 'react';
import { controlProps, Field, FieldNotes, Input, Label, Select, Textarea } from '@/components/ui/field';
import { fieldDomId } from '@/features/pages/editor/editor-model';

export type Problems = {
  errors: Record<string, string>;
  /** Forgets the problem shown at this key once its input is changed. */
  clearError: (key: string) => void;
};

type Common = { errorKey: string; label: ReactNode; help?: ReactNode; problems: Problems; optional?: boolean; className?: string };

/** The field's element id and its problem, from its error key. */
function fieldOf(errorKey: string, problems: Problems) {
  return { id: fieldDomId(errorKey), error: problems.errors[errorKey] };
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
}: Common & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  max?: number;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'date' | 'datetime-local';
  inputMode?: 'url' | 'email';
}) {
  const { id, error } = fieldOf(errorKey, problems);
  const change = (next: string) => {
    problems.clearError(errorKey);
    onChange(next);
  };
  return (
    <Field id={id} label={label} note={optional && 'optional'} help={help} error={error} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            onBlur={onBlur}
            rows={rows}
            value={value}
            maxLength={max}
            placeholder={placeholder}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <Input
            {...control}
            onBlur={onBlur}
            type={type}
            inputMode={inputMode}
            value={value}
            maxLength={max}
            placeholder={placeholder}
            onChange={(event) => change(event.target.value)}
            className={type === 'text' ? '' : '[color-scheme:dark]'}
          />
        )
      }
    </Field>
  );
}

/** A number, or null when empty ('no limit'). */
export function NumberInput({
  errorKey,
  label,
  help,
  problems,
  optional,
  className,
  value,
  onChange,
  min,
  max,
  step = 1,
  placeholder,
}: Common & { value: number | null; onChange: (value: number | null) => void; min?: number; max?: number; step?: number | 'any'; placeholder?: string }) {
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <Field id={id} label={label} note={optional && 'optional'} help={help} error={error} className={className}>
      {(control) => (
        <Input
          {...control}
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
        />
      )}
    </Field>
  );
}

export function SelectInput<T extends string>({
  errorKey,
  label,
  help,
  problems,
  className,
  value,
  onChange,
  options,
}: Common & { value: T; onChange: (value: T) => void; options: readonly { value: T; label: string }[] }) {
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <Field id={id} label={label} help={help} error={error} className={className}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => {
            problems.clearError(errorKey);
            onChange(event.target.value as T);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function CheckboxInput({
  errorKey,
  label,
  help,
  problems,
  className,
  checked,
  onChange,
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <input
          {...controlProps(id, help, error)}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            problems.clearError(errorKey);
            onChange(event.target.checked);
          }}
          className="size-5 shrink-0 accent-brand-500"
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
