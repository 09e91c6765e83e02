'use client';

// The fields of a block, generated from its schema: each field's kind, label, help and limits
// come from fieldMeta() (src/features/blocks/fields.ts), so a new block or field needs no form
// code. Lists recurse into their item's fields. Every field's element id comes from its error key
// (fieldDomId), so a problem the server names can be shown beside it and focused.
import { ImageIcon, Plus } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { IconButtons, orderButtons } from '@/components/ui/icon-button';
import { controlProps, FieldNotes, Input, Label, labelClasses, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { emptyItem, emptyValue, fieldMeta, type FieldMeta } from '@/features/blocks/fields';
import { ICON_NAMES } from '@/features/blocks/icon-names';
import { MediaPickerButton } from '@/features/media/media-picker';
import type { MediaItem } from '@/features/media/admin-queries';
import type { MediaRef } from '@/features/media/media-ref';
import { RichTextEditor } from '@/features/rich-text/rich-text-editor';
import { EMPTY_DOC, type RichTextDoc } from '@/features/rich-text/schema';
import { fieldDomId, moveItem } from './editor-model';

export type FieldsContext = {
  errors: Record<string, string>;
  /** Forgets the problem shown at this key once its field is changed. */
  clearError: (key: string) => void;
  pages: { title: string; path: string }[];
  /** The forms staff built, for a form block's picker. */
  forms: { id: string; name: string; isActive: boolean }[];
};

/** Every field of an object schema (a block, or an item of a list field). */
export function ObjectFields({
  shape,
  value,
  onChange,
  errorKey,
  context,
}: {
  shape: Record<string, z.ZodType>;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  errorKey: string;
  context: FieldsContext;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {Object.entries(shape).map(([key, schema]) => {
        const meta = fieldMeta(schema);
        if (!meta) return null;
        const wide =
          meta.kind === 'list' || meta.kind === 'textList' || meta.kind === 'richText' || meta.kind === 'image' || (meta.kind === 'text' && meta.multiline);
        return (
          <div key={key} className={wide ? 'sm:col-span-2' : ''}>
            <Field
              meta={meta}
              value={value[key] === undefined ? emptyValue(schema) : value[key]}
              errorKey={`${errorKey}.${key}`}
              context={context}
              onChange={(next) => {
                context.clearError(`${errorKey}.${key}`);
                onChange({ ...value, [key]: next });
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** What the control of one kind of field is given by Field. */
type FieldProps<Kind extends FieldMeta['kind'], Value> = {
  meta: Extract<FieldMeta, { kind: Kind }>;
  value: Value;
  onChange: (value: unknown) => void;
  id: string;
  errorKey: string;
  context: FieldsContext;
};

function Field({
  meta,
  value,
  onChange,
  errorKey,
  context,
}: {
  meta: FieldMeta;
  value: unknown;
  onChange: (value: unknown) => void;
  errorKey: string;
  context: FieldsContext;
}) {
  const id = fieldDomId(errorKey);
  const error = context.errors[errorKey];
  const common = controlProps(id, meta.help, error);
  const label = (
    <Label htmlFor={id} note={(meta.kind === 'text' || meta.kind === 'link') && !meta.required ? 'optional' : undefined}>
      {meta.label}
    </Label>
  );
  const notes = <FieldNotes id={id} help={meta.help} error={error} />;
  /** What a text control (one line or several) is given: its value, limit and change handler. */
  const textControl = (text: string, maxLength: number, placeholder?: string) => ({
    ...common,
    value: text,
    maxLength,
    placeholder,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  });
  switch (meta.kind) {
    case 'text': {
      const control = textControl(typeof value === 'string' ? value : '', meta.max, meta.placeholder);
      return (
        <>
          {label}
          {meta.multiline ? <Textarea {...control} rows={3} /> : <Input {...control} type="text" />}
          {notes}
        </>
      );
    }
    case 'link':
      return (
        <>
          {label}
          <Input {...textControl(typeof value === 'string' ? value : '', 2000, '/contact')} type="text" inputMode="url" />
          {notes}
        </>
      );
    case 'icon':
      return (
        <>
          {label}
          <Select {...common} value={typeof value === 'string' ? value : ICON_NAMES[0]} onChange={(event) => onChange(event.target.value)}>
            {ICON_NAMES.map((name) => (
              <option key={name} value={name}>
                {name.replace(/([a-z])([A-Z0-9])/g, '$1 $2')}
              </option>
            ))}
          </Select>
          {notes}
        </>
      );
    case 'form': {
      const chosen = typeof value === 'string' ? value : '';
      const known = context.forms.some((form) => form.id === chosen);
      return (
        <>
          {label}
          <Select {...common} value={chosen} onChange={(event) => onChange(event.target.value)}>
            <option value="">{context.forms.length > 0 ? 'Choose a form...' : 'No forms yet: build one in Forms'}</option>
            {chosen && !known && <option value={chosen}>A form that no longer exists</option>}
            {context.forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.isActive ? form.name : `${form.name} (switched off)`}
              </option>
            ))}
          </Select>
          {notes}
        </>
      );
    }
    case 'select':
      return (
        <>
          {label}
          <Select {...common} value={String(value ?? meta.options[0]?.value)} onChange={(event) => onChange(event.target.value)}>
            {meta.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          {notes}
        </>
      );
    case 'toggle':
      return (
        <>
          <label className="flex min-h-10 items-center gap-3 text-sm font-medium text-slate-200">
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              className="size-5 accent-brand-500"
            />
            {meta.label}
          </label>
          {notes}
        </>
      );
    case 'number':
      return (
        <>
          {label}
          <Input
            {...common}
            type="number"
            inputMode="numeric"
            min={meta.min}
            max={meta.max}
            step={1}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(event) => onChange(event.target.value === '' ? meta.min : Number(event.target.value))}
            className="sm:max-w-40"
          />
          {notes}
        </>
      );
    case 'richText':
      return (
        <>
          <span id={`${id}-label`} className={labelClasses}>
            {meta.label}
          </span>
          <RichTextEditor
            id={id}
            labelledBy={`${id}-label`}
            value={(value ?? EMPTY_DOC) as RichTextDoc}
            pages={context.pages}
            invalid={Boolean(error)}
            onChange={onChange}
          />
          {notes}
        </>
      );
    case 'image':
      return <ImageField meta={meta} value={(value as MediaRef | null) ?? null} onChange={onChange} id={id} errorKey={errorKey} context={context} />;
    case 'textList':
      return (
        <TextListField meta={meta} value={Array.isArray(value) ? (value as string[]) : []} onChange={onChange} id={id} errorKey={errorKey} context={context} />
      );
    case 'list':
      return (
        <ListField
          meta={meta}
          value={Array.isArray(value) ? (value as Record<string, unknown>[]) : []}
          onChange={onChange}
          id={id}
          errorKey={errorKey}
          context={context}
        />
      );
  }
}

/** The library image's facts a block keeps (media-ref.ts), with the alt text the library has. */
export function mediaRefOf(item: MediaItem): MediaRef | null {
  if (!item.isImage || !item.width || !item.height) return null;
  const blur = (item as MediaItem & { blurDataUrl?: string | null }).blurDataUrl;
  return { id: item.id, url: item.url, width: item.width, height: item.height, alt: item.altText ?? '', ...(blur ? { blurDataUrl: blur } : {}) };
}

function ImageField({ meta, value, onChange, id, errorKey, context }: FieldProps<'image', MediaRef | null>) {
  const error = context.errors[errorKey] ?? context.errors[`${errorKey}.url`];
  const altKey = `${errorKey}.alt`;
  const altId = fieldDomId(altKey);
  const altError = context.errors[altKey];
  return (
    <fieldset {...controlProps(id, meta.help, error)} tabIndex={-1} className="rounded-xl border border-white/10 p-3">
      <legend className="px-1 text-sm font-medium text-slate-200">{meta.label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a library file in the admin
          <img src={value.url} alt="" className="h-16 w-24 rounded-lg bg-white/5 object-cover" />
        ) : (
          <span className="grid h-16 w-24 place-items-center rounded-lg border border-dashed border-white/15 text-slate-400">
            <ImageIcon aria-hidden className="size-5" />
            <span className="sr-only">No image</span>
          </span>
        )}
        <MediaPickerButton
          label={value ? 'Change image' : 'Choose image'}
          onSelect={(_url, item) => {
            const ref = mediaRefOf(item);
            if (!ref) {
              toast.error('This file cannot be used here.', { description: 'Choose an image whose size the library knows (upload it again if needed).' });
              return;
            }
            context.clearError(errorKey);
            // Keeps alt text already written for this spot.
            onChange({ ...ref, alt: value?.alt || ref.alt });
          }}
        />
        {value && !meta.required && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove image
          </Button>
        )}
      </div>
      {value && (
        <div className="mt-3">
          <Label htmlFor={altId} note={meta.required ? undefined : 'describe the image; empty if it is decoration'}>
            Alt text
          </Label>
          <Input
            {...controlProps(altId, undefined, altError)}
            type="text"
            value={value.alt}
            maxLength={300}
            onChange={(event) => {
              context.clearError(altKey);
              context.clearError(errorKey);
              onChange({ ...value, alt: event.target.value });
            }}
          />
          <FieldNotes id={altId} error={altError} />
        </div>
      )}
      <FieldNotes id={id} help={meta.help} error={error} />
    </fieldset>
  );
}

/** Move up, Move down and Remove for one row of a list, named by the row ('Move Card 2 up'). */
function RowButtons(item: Parameters<typeof orderButtons>[0]) {
  return (
    <div className="flex shrink-0 gap-1">
      <IconButtons className="min-w-9 px-2" buttons={orderButtons(item)} />
    </div>
  );
}

function focusAfterMove(idBase: string, from: number, to: number, count: number) {
  const direction = to < from ? 'up' : 'down';
  const atEdge = to === 0 || to === count - 1;
  requestAnimationFrame(() => document.getElementById(`${idBase}-${to}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`)?.focus());
}

/** What a list's row gets to draw itself: its name ('Card 2'), its buttons, and a way to replace its value. */
type Row<T> = { index: number; name: string; buttons: ReactNode; replace: (next: T) => void };

/**
 * A list field (cards, or short texts): its legend with the count, its rows in order, each with
 * Move up, Move down and Remove, and the Add button, which focuses the new row's first control.
 */
function ListShell<T>({
  id,
  errorKey,
  meta: { label, help, max, itemLabel },
  value,
  onChange,
  context,
  newItem,
  newItemFocus,
  listClassName,
  itemClassName,
  children: renderRow,
}: {
  id: string;
  errorKey: string;
  meta: Extract<FieldMeta, { kind: 'list' | 'textList' }>;
  value: T[];
  onChange: (value: T[]) => void;
  context: FieldsContext;
  newItem: () => T;
  /** The error key of the control a new row focuses, from the row's own key. */
  newItemFocus: (rowKey: string) => string;
  listClassName: string;
  itemClassName?: string;
  children: (item: T, row: Row<T>) => ReactNode;
}) {
  const error = context.errors[errorKey];
  const count = value.length;
  return (
    <fieldset {...controlProps(id, help, error)} tabIndex={-1} className="min-w-0 rounded-xl border border-white/10 p-2 sm:p-3">
      <legend className="px-1 text-sm font-medium text-slate-200">
        {label}{' '}
        <span className="font-normal text-slate-400">
          ({count} of at most {max})
        </span>
      </legend>
      <FieldNotes id={id} help={help} error={error} />
      {count > 0 && (
        <ol className={listClassName}>
          {value.map((item, index) => {
            const name = `${itemLabel} ${index + 1}`;
            const buttons = (
              <RowButtons
                name={name}
                index={index}
                count={count}
                idBase={`${id}-${index}`}
                onMove={(to) => {
                  onChange(moveItem(value, index, to));
                  focusAfterMove(id, index, to, count);
                }}
                onRemove={() => onChange(value.filter((_, i) => i !== index))}
              />
            );
            const replace = (next: T) => onChange(value.map((old, i) => (i === index ? next : old)));
            return (
              <li key={index} className={itemClassName}>
                {renderRow(item, { index, name, buttons, replace })}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={count >= max}
        onClick={() => {
          onChange([...value, newItem()]);
          requestAnimationFrame(() => document.getElementById(fieldDomId(newItemFocus(`${errorKey}.${count}`)))?.focus());
        }}
      >
        <Plus aria-hidden className="size-4" />
        Add {itemLabel.toLowerCase()}
      </Button>
    </fieldset>
  );
}

function TextListField({ meta, value, onChange, id, errorKey, context }: FieldProps<'textList', string[]>) {
  return (
    <ListShell {...{ id, errorKey, meta, value, onChange, context }} newItem={() => ''} newItemFocus={(rowKey) => rowKey} listClassName="mt-2 space-y-2">
      {(item, { index, name, buttons, replace }) => {
        const key = `${errorKey}.${index}`;
        const itemId = fieldDomId(key);
        const error = context.errors[key];
        return (
          <>
            {/* On a phone the buttons go under the text rather than squeezing it. */}
            <div className="flex flex-wrap items-end justify-end gap-x-2 gap-y-1">
              <div className="min-w-48 flex-1">
                <Label htmlFor={itemId} className="sr-only">
                  {meta.label}: {name}
                </Label>
                <Input
                  {...controlProps(itemId, undefined, error)}
                  type="text"
                  value={item}
                  maxLength={meta.itemMax}
                  onChange={(event) => {
                    context.clearError(key);
                    replace(event.target.value);
                  }}
                  className="mt-0"
                />
              </div>
              {buttons}
            </div>
            <FieldNotes id={itemId} error={error} />
          </>
        );
      }}
    </ListShell>
  );
}

function ListField({ meta, value, onChange, id, errorKey, context }: FieldProps<'list', Record<string, unknown>[]>) {
  const shape = meta.item.shape as Record<string, z.ZodType>;
  const firstField = Object.keys(shape)[0];
  return (
    <ListShell
      {...{ id, errorKey, meta, value, onChange, context }}
      newItem={() => emptyItem(meta.item)}
      newItemFocus={(rowKey) => `${rowKey}.${firstField}`}
      listClassName="mt-2 space-y-3"
      itemClassName="rounded-lg border border-white/10 bg-slate-950/40 p-2 sm:p-3"
    >
      {(item, { index, name, buttons, replace }) => {
        const title = meta.titleField && typeof item[meta.titleField] === 'string' ? (item[meta.titleField] as string).trim() : '';
        return (
          <>
            <div className="mb-3 flex items-start justify-between gap-2">
              <p className="min-w-0 break-words pt-1.5 text-sm font-semibold text-slate-200">
                {name}
                {title && <span className="font-normal text-slate-400">: {title}</span>}
              </p>
              {buttons}
            </div>
            <ObjectFields shape={shape} value={item} errorKey={`${errorKey}.${index}`} context={context} onChange={replace} />
          </>
        );
      }}
    </ListShell>
  );
}
