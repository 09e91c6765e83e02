'use client';

// A form staff built, drawn from its definition: on the server for the page's HTML (it works
// without JavaScript: a plain post to the page, whose answer shows errors beside the fields and
// keeps what was typed), and in the builder's preview. A field shown only for a choice is hidden
// by a style rule on the form's own state (:has), so it appears and disappears without
// JavaScript too. With JavaScript the answers are checked before sending by the same generated
// schema the server uses, loaded when the visitor sends.
import { useActionState, useRef, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlProps, Field, FieldNotes, Input, Label, labelClasses, Select, Textarea, type ControlProps } from '@/components/ui/field';
import { FormTokenField } from '@/features/contact/form-token-field';
import type { FormFieldDef } from './definition';
import { ENTRY_SEND_FAILED, entryInputOf, isShown, summarizeEntryErrors, takesInput, type EntryResult, type EntryValues } from './entry-input';
import { DEFAULT_MAX_LENGTH, FILE_TYPE_LABELS } from './field-types';
import { submitFormEntry } from './public-actions';

/** What the page needs of a form: never its notification addresses or other private settings. */
export type FormView = { id: string; fields: FormFieldDef[]; settings: { submitLabel: string } };

const checkClasses = 'mt-0.5 size-5 shrink-0 rounded border-white/20 bg-slate-900 accent-brand-500';

/** A CSS string: quotes and backslashes escaped, and '<' too, so no value can close the style element. */
const cssString = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/</g, '\\3c ').replace(/\n/g, '\\a ')}"`;

/** The rules that hide each conditional field while the choice it depends on (and theirs, in turn) is not made. */
export function conditionStyles(formDomId: string, fields: readonly FormFieldDef[]): string {
  const rules: string[] = [];
  for (const field of fields) {
    const selectors: string[] = [];
    for (let current: FormFieldDef | undefined = field, depth = 0; current?.showWhen && depth <= fields.length; depth++) {
      const { field: controllerName, equals }: { field: string; equals: string } = current.showWhen;
      const controller: FormFieldDef | undefined = fields.find((other) => other.name === controllerName);
      if (!controller) break;
      const name = cssString(controller.name);
      const chosen =
        controller.type === 'select'
          ? `select[name=${name}] option[value=${cssString(equals)}]:checked`
          : controller.type === 'consent'
            ? `input[name=${name}]:checked`
            : `input[name=${name}][value=${cssString(equals)}]:checked`;
      selectors.push(`#${formDomId}:not(:has(${chosen})) [data-field=${cssString(field.name)}]`);
      current = controller;
    }
    if (selectors.length > 0) rules.push(`${selectors.join(',\n')} { display: none; }`);
  }
  return rules.join('\n');
}

type FieldProps = { field: FormFieldDef; domId: string; error?: string; value?: EntryValues[string]; autoFocus: boolean };

function FieldControl({ field, domId, error, value, autoFocus }: FieldProps) {
  const aria = controlProps(domId, field.help, error);
  // Never the browser's own "required" on a field that may be hidden: it would block sending.
  const required = field.required && !field.showWhen;
  const text = typeof value === 'string' ? value : undefined;
  const notes = <FieldNotes tone="site" errorSlot id={domId} help={field.help} error={error} />;
  const mark = field.required && (
    <span aria-hidden className="text-red-300">
      {' '}
      *
    </span>
  );

  if (field.type === 'radio' || field.type === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    return (
      <fieldset aria-describedby={aria['aria-describedby']}>
        <legend className={labelClasses}>
          {field.label}
          {mark}
        </legend>
        <div className="mt-2 space-y-2">
          {field.options.map((option, index) => (
            <label key={option} className="flex items-start gap-3 text-sm text-slate-300">
              <input
                type={field.type === 'radio' ? 'radio' : 'checkbox'}
                name={field.name}
                value={option}
                defaultChecked={chosen.includes(option)}
                required={field.type === 'radio' && required}
                aria-invalid={aria['aria-invalid']}
                autoFocus={index === 0 ? autoFocus || undefined : undefined}
                className={checkClasses}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
        {notes}
      </fieldset>
    );
  }
  if (field.type === 'consent') {
    return (
      <div>
        <div className="flex items-start gap-3">
          <input
            {...aria}
            name={field.name}
            type="checkbox"
            required={required}
            defaultChecked={value === true}
            autoFocus={autoFocus || undefined}
            className={checkClasses}
          />
          <Label htmlFor={domId} required={field.required} className="text-sm text-slate-300">
            {field.label}
          </Label>
        </div>
        {notes}
      </div>
    );
  }

  return (
    <Field tone="site" errorSlot id={domId} label={field.label} required={field.required} help={field.help} error={error}>
      {(control) => (
        <>
          <TextControl field={field} control={control} required={required} text={text} autoFocus={autoFocus} />
          {field.type === 'file' && (
            <p className="mt-1.5 text-xs text-slate-400">{`${field.fileTypes.map((type) => FILE_TYPE_LABELS[type]).join(', ')}; at most ${field.maxFileMb} MB.`}</p>
          )}
        </>
      )}
    </Field>
  );
}

/** The control of a field that has a label of its own (every type but the choices and the consent). */
function TextControl({
  field,
  control,
  required,
  text,
  autoFocus,
}: {
  field: FormFieldDef;
  control: ControlProps;
  required: boolean;
  text?: string;
  autoFocus: boolean;
}) {
  const common = {
    ...control,
    tone: 'site',
    name: field.name,
    required,
    placeholder: field.placeholder || undefined,
    autoFocus: autoFocus || undefined,
  } as const;
  switch (field.type) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          rows={5}
          maxLength={field.maxLength ?? DEFAULT_MAX_LENGTH.textarea}
          minLength={field.minLength ?? undefined}
          defaultValue={text}
        />
      );
    case 'select':
      return (
        <Select {...common} defaultValue={text ?? ''}>
          <option value="">{field.placeholder || 'Choose...'}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      );
    case 'file':
      return (
        <Input
          {...common}
          placeholder={undefined}
          type="file"
          accept={field.fileTypes.map((type) => `.${type}`).join(',')}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-white/10 file:px-3 file:py-1 file:text-sm file:text-white"
        />
      );
    case 'number':
      return <Input {...common} type="number" step="any" min={field.min ?? undefined} max={field.max ?? undefined} defaultValue={text} inputMode="decimal" />;
    case 'date':
      return <Input {...common} type="date" min={field.minDate || undefined} max={field.maxDate || undefined} defaultValue={text} />;
    case 'email':
      return <Input {...common} type="email" maxLength={254} autoComplete="email" defaultValue={text} />;
    case 'phone':
      return <Input {...common} type="tel" maxLength={30} autoComplete="tel" defaultValue={text} />;
    case 'url':
      return <Input {...common} type="url" maxLength={2000} defaultValue={text} />;
    default:
      return (
        <Input
          {...common}
          type="text"
          maxLength={field.maxLength ?? DEFAULT_MAX_LENGTH.text}
          minLength={field.minLength ?? undefined}
          autoComplete={/(^|_)name$/.test(field.name) ? 'name' : undefined}
          defaultValue={text}
        />
      );
  }
}

type Props = {
  form: FormView;
  /** The one-time token, or the page cache's slot for one (FormTokenField). */
  formToken?: string;
  /** The page's own address: without JavaScript the form posts there and the page shows the answer. */
  permalink?: string;
  /** What the visitor reads after sending (the form's rich text, drawn on the server). */
  successMessage?: ReactNode;
  /** In the builder: drawn, never sent. */
  preview?: boolean;
  /** Where the browser loads the form's check from on a page without React (entry-check.island.ts). */
  checkerSrc?: string;
};

/** A form with files goes to its own route (a server action takes at most 1 MB); same checks, same answer. */
async function sendWithFiles(data: FormData): Promise<EntryResult> {
  const response = await fetch('/api/forms/entries', { method: 'POST', body: data, headers: { Accept: 'application/json' } });
  if (response.headers.get('content-type')?.includes('application/json')) return (await response.json()) as EntryResult;
  // The request guard's plain-text refusal (too large, another site...).
  return { status: 'error', message: (await response.text()) || ENTRY_SEND_FAILED, formToken: String(data.get('formToken') ?? '') };
}

export function BuiltFormView({ form, formToken = '', permalink, successMessage, preview = false, checkerSrc }: Props) {
  const hasFile = form.fields.some((field) => field.type === 'file');
  const [serverResult, formAction] = useActionState<EntryResult, FormData>(submitFormEntry, { status: 'idle', formToken: '' }, permalink);
  const [result, setResult] = useState<EntryResult>(serverResult);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(serverResult.status === 'invalid' ? serverResult.fieldErrors : {});
  const [sending, startSending] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const domId = `form-${form.id}`;
  const values: EntryValues = (serverResult.status === 'invalid' || serverResult.status === 'error' ? serverResult.values : undefined) ?? {};
  const firstError = serverResult.status === 'invalid' ? form.fields.find((field) => serverResult.fieldErrors[field.name])?.name : undefined;

  const focusField = (name: string | undefined) => {
    const control = name ? formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null;
    control?.focus();
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (preview) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    // A field hidden by its condition is sent empty, whatever was typed in it before.
    const input = entryInputOf(form.fields, data);
    for (const field of form.fields) if (takesInput(field) && !isShown(field, input, form.fields)) data.delete(field.name);
    if (result.formToken) data.set('formToken', result.formToken);
    data.set('sourcePage', window.location.href);
    data.set('referrer', document.referrer);
    startSending(async () => {
      const { entrySchema, entryFieldErrors } = await import('./entry-schema');
      const checked = entrySchema(form.fields).safeParse(entryInputOf(form.fields, data));
      if (!checked.success) {
        const errors = entryFieldErrors(checked.error);
        setFieldErrors(errors);
        setResult({ status: 'invalid', message: summarizeEntryErrors(errors), fieldErrors: errors, values: {}, formToken: result.formToken });
        focusField(form.fields.find((field) => errors[field.name])?.name);
        return;
      }
      setFieldErrors({});
      let next: EntryResult;
      try {
        next = hasFile ? await sendWithFiles(data) : await submitFormEntry(result, data);
        if (hasFile && next.status === 'success' && next.redirectTo) {
          window.location.assign(next.redirectTo);
          return;
        }
      } catch (error) {
        // A redirect after sending is thrown by the action and handled by the router.
        if (error && typeof error === 'object' && 'digest' in error && String((error as { digest: unknown }).digest).startsWith('NEXT_REDIRECT')) throw error;
        console.error('Form submission failed', error);
        next = { status: 'error', message: ENTRY_SEND_FAILED, formToken: result.formToken };
      }
      setResult(next);
      if (next.status === 'invalid') {
        setFieldErrors(next.fieldErrors);
        focusField(form.fields.find((field) => next.fieldErrors[field.name])?.name);
      }
    });
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!fieldErrors[name]) return;
    setFieldErrors((errors) => {
      const next = { ...errors };
      delete next[name];
      return next;
    });
  };

  const success = (
    <div role="status" className="text-base text-slate-200">
      {successMessage ?? <p>Thank you. We have received your answers.</p>}
    </div>
  );
  if (result.status === 'success' || serverResult.status === 'success') return success;

  const shownErrors = hydrated ? fieldErrors : serverResult.status === 'invalid' ? serverResult.fieldErrors : {};
  const statusMessage = result.status === 'invalid' || result.status === 'error' ? result.message : '';
  // On a page kept without React, built-form.island.ts sends the form: it reads the fields from
  // data-fields, and puts the success drawn beside the form (hidden until then) in its place.
  const island = preview ? {} : { 'data-built-form': '', 'data-fields': JSON.stringify(form.fields), 'data-checker': checkerSrc };
  return (
    <>
      <form
        ref={formRef}
        id={domId}
        action={preview ? undefined : formAction}
        encType={hasFile ? 'multipart/form-data' : undefined}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate={hydrated}
        className="space-y-5"
        aria-describedby={`${domId}-status`}
        {...island}
      >
        <style>{conditionStyles(domId, form.fields)}</style>
        <input type="hidden" name="formId" value={form.id} />
        {!preview && <FormTokenField token={serverResult.status === 'idle' ? formToken : serverResult.formToken} />}
        {/* Invisible to people; bots fill it in. */}
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${domId}-website`}>Website</label>
          <input id={`${domId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {form.fields.map((field) => {
          if (field.type === 'hidden') return null;
          if (field.type === 'heading') {
            return (
              <div key={field.id} data-field={field.name} className="pt-2">
                <h3 className="text-lg font-semibold text-white">{field.label}</h3>
                {field.help && <p className="mt-1 text-sm text-slate-400">{field.help}</p>}
              </div>
            );
          }
          return (
            <div key={field.id} data-field={field.name}>
              <FieldControl
                field={field}
                domId={`${domId}-${field.name}`}
                error={shownErrors[field.name]}
                value={values[field.name]}
                autoFocus={field.name === firstError}
              />
            </div>
          );
        })}
        <Button type="submit" size="lg" disabled={sending || preview} data-sending-label="Sending..." className="w-full sm:w-auto">
          {sending ? 'Sending...' : form.settings.submitLabel}
        </Button>
        <p id={`${domId}-status`} role="status" className="min-h-5 text-sm text-red-300">
          {statusMessage}
        </p>
      </form>
      {!preview && (
        <div id={`${domId}-success`} hidden>
          {success}
        </div>
      )}
    </>
  );
}
