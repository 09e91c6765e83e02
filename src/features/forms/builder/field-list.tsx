'use client';

// The form's fields as cards: each opens to edit its label, name, help, placeholder, whether it
// is required, the rules of its type and when it is shown; moved by Move up / Move down,
// duplicated and removed from its header; a palette of the field types adds one at the end.
import { ChevronDown, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardButtons } from '@/components/ui/icon-button';
import { controlProps, Field, FieldNotes, labelClasses, Select } from '@/components/ui/field';
import { fieldDomId } from '@/features/pages/editor/editor-model';
import {
  DEFAULT_MAX_LENGTH,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  FILE_TYPE_LABELS,
  FILE_TYPES,
  hasOptions,
  isTextType,
  MAX_FILE_MB,
  type FieldType,
  type FileType,
} from '../definition';
import { conditionValues, controllersFor, isFieldError, type BuilderField } from './builder-model';
import { binder, CheckboxInput, fieldOf, LinesInput, NumberInput, TextInput, type Problems } from './inputs';

/** What each type is for, under its name in the palette. */
const FIELD_TYPE_HINTS: Record<FieldType, string> = {
  text: 'One line: a name, a company.',
  textarea: 'Several lines: a message.',
  email: 'An email address, checked.',
  phone: 'A phone number.',
  number: 'A number, with a minimum and maximum.',
  url: 'A web address (https://…).',
  date: 'A date, with an earliest and latest.',
  select: 'One option from a drop-down list.',
  radio: 'One of a few options, all shown.',
  checkboxes: 'Any of several options.',
  consent: 'One box to tick: consent, a yes.',
  file: 'A PDF or Word document.',
  hidden: 'A fixed value stored with each entry (a campaign tag).',
  heading: 'A title that starts a section of the form.',
};

const PLACEHOLDER_TYPES: readonly FieldType[] = ['text', 'textarea', 'email', 'phone', 'number', 'url', 'select'];

export type FieldActions = {
  setLabel: (id: string, label: string) => void;
  setName: (id: string, name: string) => void;
  change: (id: string, patch: Partial<BuilderField>) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  add: (type: FieldType) => void;
};

export const fieldCardId = (field: { id: string }) => `form-field-${field.id}`;

/** How a field is named on its buttons: 'field 3 (Company size)'. */
export const fieldName = (field: BuilderField, index: number) => `field ${index + 1} (${field.label.trim() || FIELD_TYPE_LABELS[field.type]})`;

export function FieldList({
  fields,
  open,
  setOpen,
  actions,
  problems,
}: {
  fields: BuilderField[];
  open: ReadonlySet<string>;
  setOpen: (id: string, open: boolean) => void;
  actions: FieldActions;
  problems: Problems;
}) {
  if (fields.length === 0) {
    return <p className="rounded-xl border border-dashed border-white/15 p-6 text-center text-sm text-slate-400">No fields yet. Add the first one below.</p>;
  }
  return (
    <ol className="space-y-3" aria-label="Fields">
      {fields.map((field, index) => (
        <FieldCard
          key={field.id}
          field={field}
          index={index}
          fields={fields}
          isOpen={open.has(field.id)}
          setOpen={(next) => setOpen(field.id, next)}
          actions={actions}
          problems={problems}
        />
      ))}
    </ol>
  );
}

function FieldCard({
  field,
  index,
  fields,
  isOpen,
  setOpen,
  actions,
  problems,
}: {
  field: BuilderField;
  index: number;
  fields: BuilderField[];
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  actions: FieldActions;
  problems: Problems;
}) {
  const cardId = fieldCardId(field);
  const headingId = `${cardId}-heading`;
  const bodyId = `${cardId}-body`;
  const name = fieldName(field, index);
  const hasError = Object.keys(problems.errors).some((key) => isFieldError(key, field.id));
  const controller = field.showWhen ? fields.find((other) => other.name === field.showWhen!.field) : undefined;
  return (
    <li id={cardId} className={`scroll-mt-24 rounded-2xl border bg-white/[0.03] ${hasError ? 'border-rose-400/60' : 'border-white/10'}`}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 p-2 sm:p-3">
          <h3 id={headingId} className="min-w-0 flex-1 basis-40 text-base font-semibold text-white">
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              onClick={() => setOpen(!isOpen)}
              className="flex w-full min-w-0 items-start gap-2 rounded-lg px-1 py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              <ChevronDown aria-hidden className={`mt-1 size-4 shrink-0 transition-transform ${isOpen ? '' : '-rotate-90'}`} />
              <span className="text-slate-400">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                <span className="break-words">{field.label.trim() || <span className="italic text-slate-400">Untitled</span>}</span>
                <span className="mt-0.5 flex flex-wrap gap-1.5 text-xs font-normal">
                  <span className="rounded-full bg-white/10 px-2 py-0.5 text-slate-200">{FIELD_TYPE_LABELS[field.type]}</span>
                  {field.required && <span className="rounded-full bg-brand-500/20 px-2 py-0.5 text-brand-100">Required</span>}
                  {field.showWhen && (
                    <span className="rounded-full bg-amber-500/15 px-2 py-0.5 text-amber-100">
                      Shown when {controller?.label.trim() || field.showWhen.field}{' '}
                      {controller?.type === 'consent' ? 'is ticked' : `is “${field.showWhen.equals}”`}
                    </span>
                  )}
                  {hasError && <span className="rounded-full bg-rose-500/20 px-2 py-0.5 font-semibold text-rose-200">Needs attention</span>}
                </span>
              </span>
            </button>
          </h3>
          <div className="flex shrink-0 gap-1">
            <CardButtons name={name} index={index} count={fields.length} idBase={cardId} actions={actions} />
          </div>
        </div>
        <div id={bodyId} hidden={!isOpen} className="border-t border-white/10 p-3 sm:p-4">
          {problems.errors[field.id] && <p className="mb-3 text-sm font-medium text-rose-300">{problems.errors[field.id]}</p>}
          <FieldEditor field={field} index={index} fields={fields} actions={actions} problems={problems} />
        </div>
      </section>
    </li>
  );
}

function FieldEditor({
  field,
  index,
  fields,
  actions,
  problems,
}: {
  field: BuilderField;
  index: number;
  fields: BuilderField[];
  actions: FieldActions;
  problems: Problems;
}) {
  const change = (patch: Partial<BuilderField>) => actions.change(field.id, patch);
  const bind = binder(`${field.id}.`, problems, field, change);
  const { type } = field;
  const takesAnswer = type !== 'hidden' && type !== 'heading';
  // Read for the text types only, which have one.
  const defaultMaxLength = DEFAULT_MAX_LENGTH[type as keyof typeof DEFAULT_MAX_LENGTH];
  const nameError = problems.errors[`${field.id}.name`];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        {...bind('label')}
        label={type === 'heading' ? 'Heading' : type === 'consent' ? 'Text beside the box' : 'Label'}
        max={200}
        onChange={(label) => actions.setLabel(field.id, label)}
        className={type === 'consent' ? 'sm:col-span-2' : ''}
      />
      {type !== 'heading' && (
        <TextInput
          {...bind('name')}
          label="Name"
          max={40}
          placeholder="made_from_the_label"
          help="The answer’s key in exports and the API: lower-case letters, digits and underscores. Made from the label until you change it."
          onChange={(name) => actions.setName(field.id, name)}
        />
      )}
      {takesAnswer && <CheckboxInput {...bind('required')} label="Required" className="sm:col-span-2" />}
      {type === 'heading' && nameError && (
        // A heading's name is made from its text; a clash is shown here, as the text changes it.
        <p className="text-sm font-medium text-rose-300 sm:col-span-2">{nameError}</p>
      )}
      {type !== 'hidden' && (
        <TextInput
          {...bind('help')}
          label={type === 'heading' ? 'Text under the heading' : 'Help text'}
          optional
          multiline
          rows={2}
          max={500}
          className="sm:col-span-2"
        />
      )}
      {PLACEHOLDER_TYPES.includes(type) && (
        <TextInput
          {...bind('placeholder')}
          label="Placeholder"
          optional
          max={200}
          help={type === 'select' ? 'The empty choice at the top of the list.' : 'A hint inside the empty box.'}
        />
      )}

      {isTextType(type) && (
        <>
          <NumberInput {...bind('minLength')} label="Shortest answer (characters)" optional min={0} max={5000} />
          <NumberInput
            {...bind('maxLength')}
            label="Longest answer (characters)"
            optional
            min={1}
            max={5000}
            placeholder={String(defaultMaxLength)}
            help={`Empty: at most ${defaultMaxLength.toLocaleString('en-US')}.`}
          />
        </>
      )}
      {type === 'number' && (
        <>
          <NumberInput {...bind('min')} label="Smallest number" optional step="any" />
          <NumberInput {...bind('max')} label="Largest number" optional step="any" />
        </>
      )}
      {type === 'date' && (
        <>
          <TextInput {...bind('minDate')} type="date" label="Earliest date" optional />
          <TextInput {...bind('maxDate')} type="date" label="Latest date" optional />
        </>
      )}
      {hasOptions(type) && (
        <LinesInput
          {...bind('options')}
          label="Options"
          rows={Math.min(8, Math.max(3, field.options.length + 1))}
          placeholder={'One option per line, e.g.\n1–10 people\n11–50 people'}
          help="One option per line, in the order shown. Empty lines are left out."
          className="sm:col-span-2"
        />
      )}
      {type === 'file' && (
        <>
          <FileTypes field={field} problems={problems} onChange={(fileTypes) => change({ fileTypes })} />
          <NumberInput
            {...bind('maxFileMb')}
            label="Largest file (MB)"
            min={1}
            max={MAX_FILE_MB}
            help={`At most ${MAX_FILE_MB} MB.`}
            onChange={(maxFileMb) => change({ maxFileMb: maxFileMb ?? Number.NaN })}
          />
        </>
      )}
      {type === 'hidden' && (
        <TextInput
          {...bind('value')}
          label="Value"
          max={500}
          placeholder="autumn-campaign"
          help="Stored with every entry; visitors do not see it."
          className="sm:col-span-2"
        />
      )}
      {type !== 'hidden' && <ShowWhen field={field} index={index} fields={fields} problems={problems} onChange={(showWhen) => change({ showWhen })} />}
    </div>
  );
}

function FileTypes({ field, problems, onChange }: { field: BuilderField; problems: Problems; onChange: (types: FileType[]) => void }) {
  const errorKey = `${field.id}.fileTypes`;
  const { id, error } = fieldOf(errorKey, problems);
  return (
    <fieldset {...controlProps(id, undefined, error)} tabIndex={-1}>
      <legend className={labelClasses}>Allowed file types</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {FILE_TYPES.map((fileType) => (
          <label key={fileType} className="flex min-h-10 items-center gap-2 text-sm text-slate-200">
            <input
              type="checkbox"
              checked={field.fileTypes.includes(fileType)}
              onChange={(event) => {
                problems.clearError(errorKey);
                onChange(FILE_TYPES.filter((t) => (t === fileType ? event.target.checked : field.fileTypes.includes(t))));
              }}
              className="size-5 accent-brand-500"
            />
            {FILE_TYPE_LABELS[fileType]}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

function ShowWhen({
  field,
  index,
  fields,
  problems,
  onChange,
}: {
  field: BuilderField;
  index: number;
  fields: BuilderField[];
  problems: Problems;
  onChange: (showWhen: BuilderField['showWhen']) => void;
}) {
  const errorKey = `${field.id}.showWhen`;
  const { id, error } = fieldOf(errorKey, problems);
  const valueId = fieldDomId(`${errorKey}.equals`);
  const help = 'A drop-down, choice, checkbox or consent field above this one.';
  const controllers = controllersFor(fields, index);
  const controller = field.showWhen ? fields.find((other) => other.name === field.showWhen!.field) : undefined;
  // A condition on a field that is no longer above (moved, removed) stays chosen, and the check says so.
  const stale = field.showWhen && !controllers.some((other) => other.name === field.showWhen!.field);
  const values = controller ? conditionValues(controller) : [];
  const choose = (name: string) => {
    problems.clearError(errorKey);
    const next = fields.find((other) => other.name === name);
    onChange(next ? { field: name, equals: conditionValues(next)[0]?.value ?? '' } : null);
  };
  return (
    <fieldset className="rounded-xl border border-white/10 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-slate-200">Show only when</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={id} label="Field" help={help} error={error}>
          {(control) => (
            <Select {...control} value={field.showWhen?.field ?? ''} onChange={(event) => choose(event.target.value)}>
              <option value="">Always shown</option>
              {controllers.map((other) => (
                <option key={other.id} value={other.name}>
                  {other.label.trim() || other.name}
                </option>
              ))}
              {stale && <option value={field.showWhen!.field}>{field.showWhen!.field} (not above this field)</option>}
            </Select>
          )}
        </Field>
        {field.showWhen && (
          <Field id={valueId} label="Answer is">
            {(control) => (
              <Select
                {...control}
                value={field.showWhen!.equals}
                onChange={(event) => {
                  problems.clearError(errorKey);
                  onChange({ field: field.showWhen!.field, equals: event.target.value });
                }}
              >
                {!values.some((value) => value.value === field.showWhen!.equals) && (
                  <option value={field.showWhen!.equals}>{field.showWhen!.equals || 'Choose a value…'}</option>
                )}
                {values.map((value) => (
                  <option key={value.value} value={value.value}>
                    {value.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
    </fieldset>
  );
}

/** The palette of field types: a button that opens the 14 types, each adding a field at the end. */
export function FieldPalette({ onAdd }: { onAdd: (type: FieldType) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div>
      <Button ref={toggleRef} type="button" variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Plus aria-hidden className="size-4" />
        Add a field
      </Button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label="Add a field"
          className="mt-2 rounded-xl border border-brand-400/30 bg-slate-900 p-3 sm:p-4"
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <ul className="grid gap-2 sm:grid-cols-2">
            {FIELD_TYPES.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    onAdd(type);
                  }}
                  className="h-full w-full rounded-lg border border-white/10 p-3 text-left hover:border-brand-400 hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
                >
                  <span className="block text-sm font-semibold text-white">{FIELD_TYPE_LABELS[type]}</span>
                  <span className="mt-0.5 block text-xs text-slate-400">{FIELD_TYPE_HINTS[type]}</span>
                </button>
              </li>
            ))}
          </ul>
          <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={close}>
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
