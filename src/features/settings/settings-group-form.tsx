'use client';

import { FileText } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { callAction } from '@/features/admin/crud/call-action';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { formatFileSize } from '@/features/media/admin-schema';
import { MediaPickerButton } from '@/features/media/media-picker';
import { saveSettingsGroup } from './admin-actions';
import type { SettingFile, TimeZoneOption } from './admin-queries';
import { fieldErrorsOf, groupValuesSchema, settingsGroup, type SettingField, type SettingsGroupId, type SettingValues } from './admin-schema';

function withoutKey(errors: Record<string, string>, key: string): Record<string, string> {
  const rest = { ...errors };
  delete rest[key];
  return rest;
}

type FieldProps = { field: SettingField; value: string | boolean; error?: string; onChange: (value: string | boolean) => void };

/** The webhook secret: hidden like a password until Show is pressed (staff copy it into the receiving system). */
function SecretField({ field, value, error, onChange }: FieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={field.label}
      optional={field.optional}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      value={value as string}
      onChange={onChange}
      maxLength={field.maxLength}
      hint={field.help}
      error={error}
    >
      <Button type="button" variant="outline" size="sm" className="h-[38px] shrink-0" aria-pressed={shown} onClick={() => setShown((current) => !current)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
    </TextField>
  );
}

/** A download: the chosen PDF (name, size, a link to check it), a picker of the library's PDFs, and Remove. */
function PdfField({ field, value, error, onChange, file }: FieldProps & { file: SettingFile | null }) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  // What was picked in this visit; until then the stored file.
  const [picked, setPicked] = useState<{ id: string; name: string; size: number; href: string } | null>(null);
  const shown = picked?.id === value ? picked : file?.id === value ? file : null;
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')} className="sm:col-span-2">
      <p id={labelId} className="block text-sm font-medium text-slate-200">
        {field.label}
        <span className="font-normal text-slate-400"> (optional)</span>
      </p>
      <div
        className={`mt-1 flex flex-col gap-3 rounded-lg border bg-slate-950 p-3 sm:flex-row sm:items-center ${error ? 'border-rose-400' : 'border-white/15'}`}
      >
        <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          <FileText aria-hidden className="size-5 shrink-0 text-slate-400" />
          {shown ? (
            <span className="min-w-0 break-words text-white">
              <a href={shown.href} target="_blank" rel="noreferrer" className="underline decoration-white/30 underline-offset-2 hover:decoration-white">
                {shown.name}
              </a>
              <span className="text-slate-400"> · {formatFileSize(shown.size)}</span>
            </span>
          ) : value ? (
            <span className="text-amber-300">The file chosen before is no longer in the media library. Choose another one or remove it.</span>
          ) : (
            <span className="text-slate-400">No file chosen.</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <MediaPickerButton
            kind="pdf"
            label={value ? 'Choose another PDF' : 'Choose a PDF'}
            onSelect={(url, item) => {
              setPicked({ id: item.id, name: item.name, size: item.fileSize, href: url });
              onChange(item.id);
            }}
          />
          {value !== '' && (
            <Button type="button" variant="outline" size="sm" className="h-[38px]" onClick={() => onChange('')} aria-label={`Remove the ${field.label}`}>
              Remove
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
      <p id={hintId} className="mt-1 text-xs text-slate-400">
        {field.help}
      </p>
    </div>
  );
}

/**
 * The time zone: a native select of the server's list (the same on the server and after
 * hydration), offset in each label. A stored zone the list lacks stays a choice, so that opening
 * the form never changes it unseen.
 */
function TimeZoneField({ field, value, error, onChange, timeZones }: FieldProps & { timeZones: readonly TimeZoneOption[] }) {
  const zone = value as string;
  const options = timeZones.some((option) => option.value === zone) ? timeZones : [{ value: zone, label: zone }, ...timeZones];
  return (
    <SelectField
      label={field.label}
      value={zone}
      options={options.map((option) => option.value)}
      labels={Object.fromEntries(options.map((option) => [option.value, option.label]))}
      onChange={onChange}
      hint={field.help}
      error={error}
    />
  );
}

function SettingInputField(props: FieldProps & { file: SettingFile | null; timeZones: readonly TimeZoneOption[] }) {
  const { field, value, error, onChange } = props;
  switch (field.input) {
    case 'switch':
      return <CheckboxField label={field.label} checked={value === true} onChange={onChange} hint={field.help} error={error} />;
    case 'textarea':
      return (
        <TextAreaField
          label={field.label}
          optional={field.optional}
          value={value as string}
          onChange={onChange}
          maxLength={field.maxLength}
          rows={field.key === 'site_description' ? 4 : 3}
          hint={field.help}
          error={error}
        />
      );
    case 'secret':
      return <SecretField {...props} />;
    case 'pdf':
      return <PdfField {...props} />;
    case 'timezone':
      return <TimeZoneField {...props} />;
    default:
      return (
        <TextField
          label={field.label}
          optional={field.optional}
          type={field.input}
          value={value as string}
          onChange={onChange}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          hint={field.help}
          error={error}
          autoComplete="off"
        />
      );
  }
}

/**
 * One group of settings as a form of its own (Company, Links...): typed fields with their help,
 * checked with the group's schema before sending (messages beside the fields, nothing sent), and
 * saved together by the server, which checks the same rules.
 */
export function SettingsGroupForm({
  groupId,
  initial,
  files,
  timeZones = [],
}: {
  groupId: SettingsGroupId;
  initial: SettingValues;
  files: Record<string, SettingFile | null>;
  /** The choices of a time zone field (only a group that has one needs them). */
  timeZones?: readonly TimeZoneOption[];
}) {
  const group = settingsGroup(groupId);
  const router = useRouter();
  const [values, setValues] = useState<SettingValues>(() =>
    Object.fromEntries(group.fields.map((field) => [field.key, initial[field.key] ?? (field.input === 'switch' ? false : '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();
  const headingId = `settings-${group.id}-heading`;

  const failed = (fieldErrors: Record<string, string>, message: string) => {
    setErrors(fieldErrors);
    toast.error('Failed to update setting.', { description: message });
  };

  const submit = () => {
    const checked = groupValuesSchema(group).safeParse(values);
    if (!checked.success) return failed(fieldErrorsOf(checked.error.issues), checked.error.issues[0]?.message ?? 'Please check the form.');
    startTransition(async () => {
      const result = await callAction(saveSettingsGroup, { group: group.id, values: checked.data });
      if (!result.ok) {
        failed(result.fieldErrors ?? {}, result.error);
        if (result.status === 401) router.refresh();
        return;
      }
      setErrors({});
      const changed = (result.data as { changed: string[] } | undefined)?.changed ?? [];
      if (changed.length === 0) toast.success('No changes to save');
      else toast.success('Setting Updated');
      router.refresh();
    });
  };

  return (
    <form
      id={`settings-${group.id}`}
      aria-labelledby={headingId}
      noValidate
      className="scroll-mt-24 rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={headingId} className="text-xl font-semibold text-white">
        {group.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-400">{group.intro}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {group.fields.map((field) => (
          <SettingInputField
            key={field.key}
            field={field}
            value={values[field.key]!}
            error={errors[field.key]}
            file={files[field.key] ?? null}
            timeZones={timeZones}
            onChange={(value) => {
              setValues((current) => ({ ...current, [field.key]: value }));
              setErrors((current) => withoutKey(current, field.key));
            }}
          />
        ))}
      </div>
      <Button type="submit" className="mt-6" disabled={pending}>
        {pending ? 'Saving…' : `Save ${group.title}`}
      </Button>
    </form>
  );
}
