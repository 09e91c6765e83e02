'use client';

// The form builder (/admin/forms/new and /admin/forms/{id}): the form's name, slug and
// description, its fields, its settings and, beside them, the preview. Checked with
// formDefinitionSchema before it is sent, and again by the server, whose problems show beside
// their inputs too (a slug another form uses). Decision 089.
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { crudToast } from '@/features/admin/crud/toasts';
import { fieldDomId, moveItem } from '@/features/pages/editor/editor-model';
import { useLeaveWarning } from '@/features/publishing/ui/use-leave-warning';
import { createBuiltForm, deleteBuiltForm, updateBuiltForm } from '../builder-actions';
import type { BuilderRecord } from '../builder-queries';
import type { SavedForm } from '../builder-writes';
import { FIELD_TYPE_LABELS, formDefinitionSchema, type FieldType } from '../definition';
import {
  builderFormOf,
  changeField,
  definitionOf,
  duplicateField,
  errorKeyOf,
  errorsByKey,
  isFieldError,
  newField,
  previewOf,
  problemText,
  suggestedName,
  suggestedSlug,
  type BuilderForm,
  type BuilderSettings,
} from './builder-model';
import { FieldList, FieldPalette, fieldCardId, type FieldActions } from './field-list';
import { FormPreview } from './form-preview';
import { binder, TextInput, type Problems } from './inputs';
import { SettingsSection } from './settings-section';

type Props = { record: BuilderRecord | null; pages: { title: string; path: string }[]; timeZone: string };

/** The element to show after a change: focused once the list has re-rendered. */
function focusSoon(id: string, scroll = false) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    element?.focus({ preventScroll: !scroll });
    if (scroll) element?.scrollIntoView({ block: 'nearest' });
  });
}

export function FormBuilder({ record, pages, timeZone }: Props) {
  const router = useRouter();
  const [formId, setFormId] = useState(record?.id);
  const [updatedAt, setUpdatedAt] = useState(record?.updatedAt ?? '');
  // The heading names the form as saved, not as it is being typed.
  const [savedName, setSavedName] = useState(record?.name ?? '');
  const [form, setForm] = useState<BuilderForm>(() => builderFormOf(record, timeZone));
  const [saved, setSaved] = useState(() => JSON.stringify(builderFormOf(record, timeZone)));
  // A saved form's slug and names stay as they are when its name or labels change (links,
  // exports and entries use them); a new form's follow until staff type their own.
  const [slugByHand, setSlugByHand] = useState(Boolean(record));
  const [namedByHand, setNamedByHand] = useState<ReadonlySet<string>>(() => new Set(record?.fields.map((field) => field.id)));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [pending, startSaving] = useTransition();
  const focusFirstError = useRef(false);
  const leaving = useRef(false);

  const dirty = JSON.stringify(form) !== saved;
  useLeaveWarning(dirty, leaving);
  const preview = useMemo(() => previewOf(form, formId), [form, formId]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = document.querySelector<HTMLElement>('#form-builder [aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const clearError = (key: string) =>
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)) : current));
  const problems: Problems = { errors, clearError };
  const bind = binder('', problems, form, (patch) => setForm((current) => ({ ...current, ...patch })));

  /** Shows each problem beside its input: the fields that have one open, the first is focused. */
  const showProblems = (next: Record<string, string>) => {
    setOpen(
      (current) =>
        new Set([...current, ...form.fields.filter((field) => Object.keys(next).some((key) => isFieldError(key, field.id))).map((field) => field.id)]),
    );
    focusFirstError.current = true;
    setErrors(next);
  };

  const setFormName = (name: string) => {
    setForm((current) => ({ ...current, name, slug: slugByHand ? current.slug : suggestedSlug(name) }));
    if (!slugByHand) clearError('slug');
  };
  const setSlug = (slug: string) => {
    setSlugByHand(slug.trim() !== '');
    setForm((current) => ({ ...current, slug }));
  };
  // Typed as words ('Spring Event'), it becomes a slug (spring-event); left empty, the name's.
  const tidySlug = () => setForm((current) => ({ ...current, slug: suggestedSlug(current.slug) || suggestedSlug(current.name) }));
  const setSettings = (patch: Partial<BuilderSettings>) => setForm((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
  const setFields = (fields: BuilderForm['fields']) => setForm((current) => ({ ...current, fields }));

  const actions: FieldActions = {
    setLabel: (id, label) => {
      const byHand = namedByHand.has(id);
      setForm((current) => ({
        ...current,
        fields: changeField(current.fields, id, byHand ? { label } : { label, name: suggestedName(label, id, current.fields) }),
      }));
      if (!byHand) clearError(`${id}.name`);
    },
    setName: (id, name) => {
      setNamedByHand((current) => (name.trim() ? new Set([...current, id]) : new Set([...current].filter((other) => other !== id))));
      setForm((current) => ({ ...current, fields: changeField(current.fields, id, { name }) }));
    },
    change: (id, patch) => setForm((current) => ({ ...current, fields: changeField(current.fields, id, patch) })),
    move: (from, to) => {
      const field = form.fields[from];
      if (!field || to < 0 || to >= form.fields.length) return;
      setFields(moveItem(form.fields, from, to));
      // The focus stays on the button pressed; at the top or the bottom, the other one takes it.
      const direction = to < from ? 'up' : 'down';
      const atEdge = to === 0 || to === form.fields.length - 1;
      focusSoon(`${fieldCardId(field)}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`, true);
    },
    duplicate: (index) => {
      const copy = duplicateField(form.fields[index]!, form.fields);
      setFields([...form.fields.slice(0, index + 1), copy, ...form.fields.slice(index + 1)]);
      setOpen((current) => new Set([...current, copy.id]));
      focusSoon(fieldDomId(`${copy.id}.label`), true);
      toast.success(`Duplicated: ${copy.label}`);
    },
    remove: (index) => {
      const field = form.fields[index]!;
      const neighbour = form.fields[index + 1] ?? form.fields[index - 1];
      setFields(form.fields.filter((_, i) => i !== index));
      focusSoon(neighbour ? `${fieldCardId(neighbour)}-remove` : 'add-field');
      toast.success(`Removed field ${index + 1} (${field.label.trim() || FIELD_TYPE_LABELS[field.type]})`, {
        action: {
          label: 'Undo',
          onClick: () => {
            // Back in its place, whatever changed meanwhile.
            setForm((current) =>
              current.fields.some((f) => f.id === field.id)
                ? current
                : { ...current, fields: [...current.fields.slice(0, index), field, ...current.fields.slice(index)] },
            );
            focusSoon(`${fieldCardId(field)}-remove`, true);
          },
        },
      });
    },
    add: (type: FieldType) => {
      const field = newField(type);
      setFields([...form.fields, field]);
      setOpen((current) => new Set([...current, field.id]));
      requestAnimationFrame(() => {
        document.getElementById(fieldCardId(field))?.scrollIntoView({ block: 'start' });
        document.getElementById(fieldDomId(`${field.id}.label`))?.focus({ preventScroll: true });
      });
    },
  };

  const save = () => {
    const definition = definitionOf(form, timeZone);
    // The same check as the server's, at once; the server checks again (and what needs the database).
    const check = formDefinitionSchema.safeParse(definition);
    if (!check.success) {
      const next: Record<string, string> = {};
      for (const issue of check.error.issues) next[errorKeyOf(issue.path as (string | number)[], form.fields)] ??= issue.message;
      const first = check.error.issues[0]!;
      showProblems(next);
      crudToast.saveFailed('form', problemText(first.path as (string | number)[], first.message, form.fields));
      return;
    }
    const sent = form;
    startSaving(async () => {
      const result = formId ? await callAction(updateBuiltForm, { id: formId, updatedAt, form: definition }) : await callAction(createBuiltForm, definition);
      if (!result.ok) {
        crudToast.saveFailed('form', result.error);
        // Someone else saved meanwhile: what is on screen stays, for staff to keep or redo.
        if (result.status === 409 && Object.keys(result.fieldErrors ?? {}).length === 0) setConflict(result.error);
        else showProblems(errorsByKey(result.fieldErrors, sent.fields));
        return;
      }
      const data = result.data as SavedForm;
      setErrors({});
      setConflict(null);
      setSaved(JSON.stringify(sent));
      setUpdatedAt(data.updatedAt);
      setSavedName(sent.name.trim());
      setSlugByHand(true);
      setNamedByHand(new Set(sent.fields.map((field) => field.id)));
      crudToast.saved('form', !formId);
      if (!formId) {
        setFormId(data.id);
        router.replace(`/admin/forms/${data.id}`);
      }
    });
  };

  const remove = () => {
    if (!formId || !confirmDelete('form')) return;
    startSaving(async () => {
      const result = await callAction(deleteBuiltForm, { id: formId });
      if (!result.ok) {
        crudToast.deleteFailed('form', result.error);
        return;
      }
      leaving.current = true;
      setSaved(JSON.stringify(form));
      crudToast.deleted('form');
      router.push('/admin/forms');
    });
  };

  const heading = formId ? `Edit form: ${savedName}` : 'New form';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link href="/admin/forms" className="inline-flex min-h-9 items-center gap-1 text-sm text-slate-300 hover:text-white">
            <ArrowLeft aria-hidden className="size-4" /> Back to forms
          </Link>
          <h1 className="break-words text-2xl font-bold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {record && (
            <p className="mt-1 text-sm text-slate-400">
              {record.isActive ? 'Active' : 'Switched off'} · {record.entryCount} {record.entryCount === 1 ? 'entry' : 'entries'} · switch it on or off in the
              forms list.
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {dirty && (
            <span role="status" className="text-sm text-amber-200">
              Unsaved changes
            </span>
          )}
          <Button type="submit" form="form-builder" disabled={pending}>
            {pending ? 'Saving…' : formId ? 'Save form' : 'Create form'}
          </Button>
        </div>
      </div>

      {conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-400/40 bg-amber-500/10 p-4 text-sm text-amber-100"
        >
          <p className="min-w-0 flex-1 basis-64">{conflict} Your changes are still here: copy what you need before you reload.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          id="form-builder"
          aria-label={heading}
          noValidate
          className="min-w-0 space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <section aria-labelledby="form-basics" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6">
            <h2 id="form-basics" className="text-lg font-semibold text-white">
              Form
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <TextInput {...bind('name')} label="Name" max={120} placeholder="Event sign-up" onChange={setFormName} />
              <TextInput
                {...bind('slug')}
                label="Slug"
                max={80}
                placeholder="event-sign-up"
                help={slugByHand ? 'Names the form in the page builder and the API.' : 'Made from the name until you change it.'}
                onChange={setSlug}
                onBlur={tidySlug}
              />
              <TextInput
                {...bind('description')}
                label="Description"
                optional
                multiline
                rows={2}
                max={500}
                help="For staff: what the form is for."
                className="sm:col-span-2"
              />
            </div>
          </section>

          <section aria-labelledby="form-fields" className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="form-fields" className="text-lg font-semibold text-white">
                Fields
              </h2>
              <p className="text-sm text-slate-400">Shown in this order. Open a field to edit it.</p>
            </div>
            {record && record.entryCount > 0 && <p className="text-sm text-slate-400">Entries already sent keep the labels they were sent with.</p>}
            {errors.fields && (
              <p id={fieldDomId('fields')} tabIndex={-1} aria-invalid className="text-sm font-medium text-rose-300">
                {errors.fields}
              </p>
            )}
            <FieldList
              fields={form.fields}
              open={open}
              setOpen={(id, next) => setOpen((current) => new Set(next ? [...current, id] : [...current].filter((other) => other !== id)))}
              actions={actions}
              problems={problems}
            />
            <div id="add-field" tabIndex={-1} className="rounded-2xl border border-dashed border-white/15 p-3 sm:p-4">
              <FieldPalette onAdd={actions.add} />
            </div>
          </section>

          <section aria-labelledby="form-settings" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6">
            <h2 id="form-settings" className="mb-4 text-lg font-semibold text-white">
              Settings
            </h2>
            <SettingsSection settings={form.settings} onChange={setSettings} problems={problems} pages={pages} timeZone={timeZone} />
          </section>

          <div className="flex flex-wrap items-center gap-3 border-t border-white/10 pt-4">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : formId ? 'Save form' : 'Create form'}
            </Button>
            {formId && (
              <Button type="button" variant="danger" disabled={pending} onClick={remove}>
                Delete form
              </Button>
            )}
          </div>
        </form>

        <div className="min-w-0 xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:self-start xl:overflow-y-auto">
          <FormPreview form={preview} />
        </div>
      </div>
    </div>
  );
}
