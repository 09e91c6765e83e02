'use client';

import { useRef } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { useCreateEditForm } from '@/features/admin/crud/use-create-edit-form';
import { saveSiteSetting } from './admin-actions';
import type { AdminSiteSetting } from './admin-queries';
import { SETTING_LIMITS, SETTING_TYPE_LABELS, SETTING_TYPES, type SettingType } from './admin-schema';

/** `type` is the stored one when editing (seeded settings may have types a new one cannot, e.g. media). */
type Values = { key: string; type: string; text: string; flag: boolean; description: string };
const EMPTY: Values = { key: '', type: 'text', text: '', flag: false, description: '' };

const typeLabel = (type: string) => SETTING_TYPE_LABELS[type as SettingType] ?? (type === 'media' ? 'Media file' : type);

const toForm = (setting: AdminSiteSetting): Values => ({
  key: setting.key,
  type: setting.type,
  text: typeof setting.value === 'string' ? setting.value : '',
  flag: setting.value === true,
  description: setting.description ?? '',
});

function ValueField({ values, set }: { values: Values; set: <F extends keyof Values>(field: F, value: Values[F]) => void }) {
  if (values.type === 'boolean') return <CheckboxField label="On" checked={values.flag} onChange={(v) => set('flag', v)} />;
  if (values.type === 'textarea') return <TextAreaField label="Value" value={values.text} onChange={(v) => set('text', v)} maxLength={SETTING_LIMITS.textarea} rows={3} />;
  return (
    <TextField
      label="Value"
      type={values.type === 'url' ? 'url' : 'text'}
      value={values.text}
      onChange={(v) => set('text', v)}
      maxLength={values.type === 'text' ? SETTING_LIMITS.text : SETTING_LIMITS.textarea}
      placeholder={values.type === 'email' ? 'name@example.com' : values.type === 'url' ? 'https://…' : values.type === 'media' ? 'The id of a file in the media library' : undefined}
    />
  );
}

function shownValue(setting: AdminSiteSetting) {
  if (typeof setting.value === 'boolean') return setting.value ? 'On' : 'Off';
  return setting.value === '' ? <span className="italic text-slate-400">Empty</span> : setting.value;
}

/** The Site Settings tab: every row of site_settings; edit a value and description, or add a setting. */
export function SiteSettingsManager({ settings }: { settings: AdminSiteSetting[] }) {
  const formArea = useRef<HTMLDivElement>(null);
  const crud = useCreateEditForm<Values>({
    empty: EMPTY,
    save: saveSiteSetting,
    toInput: (values, key) => ({
      mode: key ? 'update' : 'create',
      key: key ?? values.key,
      // An existing setting keeps its stored type: the server ignores what is sent.
      ...(key ? {} : { type: values.type }),
      value: values.type === 'boolean' ? values.flag : values.text,
      description: values.description,
    }),
    onSaved: () => toast.success('Setting Updated'),
    onFailed: (error) => toast.error('Failed to update setting.', { description: error }),
  });
  const { values, setField } = crud;
  const edit = (setting: AdminSiteSetting) => {
    crud.edit(setting.key, toForm(setting));
    requestAnimationFrame(() => formArea.current?.querySelector<HTMLElement>('input, textarea')?.focus());
  };

  return (
    <section aria-labelledby="site-settings-heading" className="space-y-6">
      <div>
        <h2 id="site-settings-heading" className="text-xl font-semibold text-white">
          Site Settings
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-400">Every setting the site reads. Changes show on the public site at once.</p>
      </div>
      <div ref={formArea}>
        <CrudFormFrame title={crud.editing ? `Edit Setting ${crud.editing}` : 'Add Setting'} pending={crud.pending} onSubmit={crud.submit} onCancel={crud.cancel}>
          {crud.editing ? (
            <p className="text-sm text-slate-300 sm:col-span-2">
              Key <code className="rounded bg-white/10 px-1.5 py-0.5 text-white">{crud.editing}</code> · {typeLabel(values.type)}
            </p>
          ) : (
            <>
              <TextField label="Key" value={values.key} onChange={(v) => setField('key', v)} maxLength={SETTING_LIMITS.key} placeholder="e.g. support_email" />
              <SelectField label="Type" value={values.type as SettingType} options={SETTING_TYPES} labels={SETTING_TYPE_LABELS} onChange={(v) => setField('type', v)} />
            </>
          )}
          <ValueField values={values} set={setField} />
          <TextField label="Description" optional value={values.description} onChange={(v) => setField('description', v)} maxLength={SETTING_LIMITS.description} />
        </CrudFormFrame>
      </div>
      {settings.length === 0 && <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No settings yet. Add one with the form above.</p>}
      <ul className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-white/[0.03]" aria-labelledby="site-settings-heading">
        {settings.map((setting) => (
          <li key={setting.key} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-mono text-sm font-semibold text-white">{setting.key}</h3>
                <span className="rounded-full bg-slate-700 px-2 py-0.5 text-xs font-semibold text-slate-100">{typeLabel(setting.type)}</span>
                {crud.editing === setting.key && <span className="text-xs font-medium text-brand-300">Editing</span>}
              </div>
              <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-200">{shownValue(setting)}</p>
              {setting.description && <p className="mt-1 text-xs text-slate-400">{setting.description}</p>}
            </div>
            <Button type="button" variant="outline" size="sm" onClick={() => edit(setting)} disabled={crud.pending} aria-label={`Edit ${setting.key}`}>
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
