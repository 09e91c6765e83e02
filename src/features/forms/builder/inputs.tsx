'use client';

// The builder's inputs: each labelled, with its help and its problem under it (named by
// aria-describedby), and an element id made from its error key, so a problem the check names can
// be shown beside it and focused.
import type { ChangeEvent, ReactNode } from 'react';
import { controlProps, Field, FieldNotes, Input, Label, Select, Textarea, type ControlProps } from '@/components/ui/field';
import { fieldDomId } from '@/features/pages/editor/editor-model';

export type Problems = {
  errors: Record<string, string>;
  /** Forgets the problem shown at this key once its input is changed. */
  clearError: (key: string) => void;
};

type Common = { errorKey: string; label: ReactNode; help?: ReactNode; problems: Problems; optional?: boolean; className?: string };

/** The field's element id and its problem, from its error key. */
export function fieldOf(errorKey: string, problems: Problems) {
  return { id: fieldDomId(errorKey), error: problems.errors[errorKey] };
}

/**
 * Ties an input to one value of a record: its error key (the prefix and the value's name), the
 * value, and a change that patches it, so a form writes `<NumberInput {...bind('min')} label="…" />`
 * rather than the same four props on every input. A prop written after the spread overrides it.
 */
export function binder<T extends object>(prefix: string, problems: Problems, values: T, change: (patch: Partial<T>) => void) {
  return <K extends keyof T & string>(name: K) => ({
    errorKey: prefix + name,
    problems,
    value: values[name],
    onChange: (value: T[K]) => change({ [name]: value } as unknown as Partial<T>),
  });
}

/** The labelled field every input but the checkbox stands in; `clear` forgets its problem, for the control's change. */
function KeyedField({ errorKey, problems, optional, children, ...field }: Common & { children: (control: ControlProps, clear: () => void) => ReactNode }) {
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <Field id={id} note={optional && 'optional'} error={error} {...field}>
      {(control) => children(control, () => problems.clearError(errorKey))}
    </Field>
  );
}

type TextInputProps = Common & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  max?: number;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'date' | 'datetime-local';
  inputMode?: 'url' | 'email';
};

export function TextInput({ value, onChange, onBlur, max, placeholder, multiline, rows = 3, type = 'text', inputMode, ...common }: TextInputProps) {
  return (
    <KeyedField {...common}>
      {(control, clear) => {
        const text = {
          ...control,
          onBlur,
          value,
          maxLength: max,
          placeholder,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            clear();
            onChange(event.target.value);
          },
        };
        return multiline ? (
          <Textarea {...text} rows={rows} />
        ) : (
          <Input {...text} type={type} inputMode={inputMode} className={type === 'text' ? '' : '[color-scheme:dark]'} />
        );
      }}
    </KeyedField>
  );
}

/** A list typed one item per line (options, addresses); empty lines are kept while typing, and left out of the saved definition (definitionOf). */
export function LinesInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'multiline'> & { value: string[]; onChange: (value: string[]) => void }) {
  return <TextInput {...props} multiline value={value.join('\n')} onChange={(text) => onChange(text.split('\n'))} />;
}

/** A number, or null when empty ('no limit'). */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step = 1,
  placeholder,
  ...common
}: Common & { value: number | null; onChange: (value: number | null) => void; min?: number; max?: number; step?: number | 'any'; placeholder?: string }) {
  return (
    <KeyedField {...common}>
      {(control, clear) => (
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
            clear();
            onChange(event.target.value === '' ? null : Number(event.target.value));
          }}
        />
      )}
    </KeyedField>
  );
}

export function SelectInput<T extends string>({
  value,
  onChange,
  options,
  ...common
}: Common & { value: T; onChange: (value: T) => void; options: readonly { value: T; label: string }[] }) {
  return (
    <KeyedField {...common}>
      {(control, clear) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => {
            clear();
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
    </KeyedField>
  );
}

/** `value`: whether the box is ticked (named as the other inputs' value, so `binder` serves it too). */
export function CheckboxInput({
  errorKey,
  label,
  help,
  problems,
  className,
  value,
  onChange,
}: Common & { value: boolean; onChange: (checked: boolean) => void }) {
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <div className={className}>
      <div className="flex min-h-10 items-center gap-3">
        <input
          {...controlProps(id, help, error)}
          type="checkbox"
          checked={value}
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
