'use client';

import { Pencil, Plus, RefreshCw, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { toast } from '@/components/ui/toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { ActiveSwitch } from '@/features/admin/crud/active-switch';
import { Badge, StatusBadge } from '@/features/admin/crud/list-shell';
import { callAction } from '@/features/admin/crud/call-action';
import { setFormActive } from './admin-actions';
import type { AdminForm } from './admin-queries';
import { isBuiltInForm } from './catalogue';

const LOAD_FAILED = 'Failed to load forms.';
const UPDATE_FAILED = 'Failed to update form status.';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const formatDate = (date: Date) => `${dateTime.format(date)} UTC`;
const clock = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

/** successMessage -> Success message */
function settingLabel(key: string) {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// jsonb keeps no key order: the visitor-facing ones first, then the rest alphabetically.
const FIRST_SETTINGS = ['successMessage', 'notificationEmail', 'confirmationEmail'];
const settingRank = (key: string) => (FIRST_SETTINGS.includes(key) ? FIRST_SETTINGS.indexOf(key) : FIRST_SETTINGS.length);

function settingValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(settingValue).join(', ');
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const FIELD_COLUMNS = ['Label', 'Name', 'Type', 'Required'];

function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-400">{title}</h3>
      {children}
    </section>
  );
}

function FormPanel({ form, busy, onToggle }: { form: AdminForm; busy: boolean; onToggle: () => void }) {
  const settings = Object.entries(form.settings).sort(([a], [b]) => settingRank(a) - settingRank(b) || a.localeCompare(b));
  const leadForm = form.storedAs.startsWith('Leads');
  const builtIn = isBuiltInForm(form.slug);
  return (
    <div className="space-y-8">
      <PanelSection title="Status">
        <ActiveSwitch checked={form.isActive} disabled={busy} onChange={onToggle} />
        <p className="text-sm text-slate-400">
          {form.isActive ? 'The public form accepts submissions.' : 'The public form says it is not accepting submissions, and the server refuses them.'}
        </p>
        <p className="text-sm text-slate-400">{builtIn ? 'A built-in form of the site: its fields and texts are fixed.' : 'Built in the form builder.'}</p>
        <p className="text-xs text-slate-400">
          Slug <span className="font-mono text-slate-300">{form.slug}</span> · created {formatDate(form.createdAt)} · updated {formatDate(form.updatedAt)}
        </p>
      </PanelSection>

      <PanelSection title="Submissions">
        <p className="text-slate-200">
          <span className="text-2xl font-bold text-white">{form.submissionCount}</span> {form.submissionCount === 1 ? 'submission' : 'submissions'}
        </p>
        <p className="text-xs text-slate-400">Stored as: {form.storedAs}</p>
        {form.latest.length === 0 ? (
          <p className="text-sm text-slate-400">No submissions yet.</p>
        ) : (
          <ol aria-label="Latest submissions" className="divide-y divide-white/10 rounded-xl border border-white/10">
            {form.latest.map((entry) => (
              <li key={entry.id} className="p-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium text-white">{entry.name}</span>
                  <time dateTime={entry.createdAt.toISOString()} className="text-xs text-slate-400">
                    {formatDate(entry.createdAt)}
                  </time>
                </div>
                {entry.email !== entry.name && <p className="break-all text-slate-300">{entry.email}</p>}
                {(entry.detail || entry.status) && (
                  <p className="text-xs text-slate-400">{[entry.detail, entry.status && `Status: ${entry.status}`].filter(Boolean).join(' · ')}</p>
                )}
              </li>
            ))}
          </ol>
        )}
        {leadForm && (
          <Link href={builtIn ? '/admin/leads' : `/admin/leads?form=${form.id}`} className="inline-block text-sm text-brand-300 underline hover:text-white">
            {builtIn ? 'Open Forms & Leads' : 'Open its entries in Forms & Leads'}
          </Link>
        )}
      </PanelSection>

      <PanelSection title="Fields">
        {form.fields.length === 0 ? (
          <p className="text-sm text-slate-400">No fields.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Fields of {form.name}</caption>
            <thead className="text-xs text-slate-400">
              <tr>
                {FIELD_COLUMNS.map((column, index) => (
                  <th key={column} scope="col" className={index < FIELD_COLUMNS.length - 1 ? 'py-1 pr-3 font-medium' : 'py-1 font-medium'}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10 text-slate-200">
              {form.fields.map((field) => (
                <tr key={field.name}>
                  <td className="py-1.5 pr-3">
                    {field.label}
                    {field.options && field.options.length > 0 && <span className="block text-xs text-slate-400">{field.options.length} options</span>}
                  </td>
                  <td className="py-1.5 pr-3 font-mono text-xs">{field.name}</td>
                  <td className="py-1.5 pr-3">{field.type}</td>
                  <td className="py-1.5">{field.required ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PanelSection>

      <PanelSection title="Settings">
        {!builtIn ? (
          <ButtonLink href={`/admin/forms/${form.id}`} variant="outline" size="sm">
            <Pencil aria-hidden className="size-4" />
            Edit fields and settings
          </ButtonLink>
        ) : settings.length === 0 ? (
          <p className="text-sm text-slate-400">No settings.</p>
        ) : (
          <dl className="space-y-2 text-sm">
            {settings.map(([key, value]) => (
              <div key={key}>
                <dt className="text-slate-400">{settingLabel(key)}</dt>
                <dd className="text-slate-200">{settingValue(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </PanelSection>
    </div>
  );
}

/**
 * /admin/forms: the forms newest first (the search and filters are the controls), a Refresh that
 * reloads them from the server, each form's detail in a side panel (fields, settings, submission
 * count, latest submissions) and the Active toggle, on the card and in the panel.
 */
export function FormsManager({ forms, controls, loadFailed }: { forms: AdminForm[]; controls: ReactNode; loadFailed?: boolean }) {
  const router = useRouter();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  const [, startToggle] = useTransition();
  const selected = forms.find((form) => form.id === selectedId) ?? null;
  // The button that opened the panel takes the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (loadFailed) toast.error(LOAD_FAILED);
  }, [loadFailed]);

  const refresh = () =>
    startRefresh(() => {
      router.refresh();
      // Committed with the refreshed list, so the time shows once the new data is on screen.
      setRefreshedAt(new Date());
    });

  const toggle = (form: AdminForm) => {
    setBusyId(form.id);
    startToggle(async () => {
      const result = await callAction(setFormActive, { id: form.id, isActive: !form.isActive });
      setBusyId(null);
      if (!result.ok) {
        toast.error(UPDATE_FAILED, { description: result.error });
        if (result.status === 401 || result.status === 404) router.refresh();
        return;
      }
      if (form.isActive) toast.success('Form Deactivated', { description: `${form.name} no longer accepts submissions.` });
      else toast.success('Form Activated', { description: `${form.name} accepts submissions again.` });
      router.refresh();
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">Forms</h1>
          <p className="mt-1 max-w-3xl text-slate-400">
            The public site&apos;s forms, newest first. Build your own with New form; the four built-in forms are fixed. Open one for its fields, settings and
            latest submissions; switch it off to stop taking submissions.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={refresh} disabled={refreshing}>
            <RefreshCw aria-hidden className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
          <ButtonLink href="/admin/forms/new">
            <Plus aria-hidden className="size-4" />
            New form
          </ButtonLink>
        </div>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-400">
        {refreshedAt && !refreshing && `Refreshed at ${clock.format(refreshedAt)}: ${forms.length} ${forms.length === 1 ? 'form' : 'forms'}.`}
      </p>
      {controls}
      {loadFailed ? (
        <p role="alert" className="rounded-2xl border border-rose-400/30 bg-rose-500/10 p-6 text-rose-200">
          {LOAD_FAILED} Reload the page to try again.
        </p>
      ) : forms.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-slate-400">No forms found.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Forms">
          {forms.map((form) => (
            <li
              key={form.id}
              className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-lg font-semibold text-white">{form.name}</h2>
                  <StatusBadge active={form.isActive} />
                  {isBuiltInForm(form.slug) && <Badge>Built in</Badge>}
                </div>
                <p className="mt-1 font-mono text-sm text-slate-300">{form.slug}</p>
                {form.description && <p className="mt-1 line-clamp-2 text-sm text-slate-400">{form.description}</p>}
                <p className="mt-2 text-sm text-slate-300">
                  {form.fields.length} {form.fields.length === 1 ? 'field' : 'fields'} · {form.submissionCount}{' '}
                  {form.submissionCount === 1 ? 'submission' : 'submissions'} · updated {formatDate(form.updatedAt)}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <ActiveSwitch
                  checked={form.isActive}
                  disabled={busyId === form.id}
                  onChange={() => toggle(form)}
                  label={
                    <>
                      <span className="sr-only">{form.name} </span>
                      Active
                    </>
                  }
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`View details of ${form.name}`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setSelectedId(form.id);
                  }}
                >
                  View details
                </Button>
                {!isBuiltInForm(form.slug) && (
                  <ButtonLink href={`/admin/forms/${form.id}`} variant="outline" size="sm" aria-label={`Edit ${form.name}`}>
                    <Pencil aria-hidden className="size-4" />
                    Edit
                  </ButtonLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog.Root open={selected !== null} onOpenChange={(open) => !open && setSelectedId(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
          <Dialog.Content
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col border-l border-white/10 bg-slate-900 shadow-xl focus:outline-none"
          >
            {selected && (
              <>
                <div className="flex items-start justify-between gap-4 border-b border-white/10 p-5">
                  <div className="min-w-0">
                    <Dialog.Title className="text-xl font-semibold text-white">{selected.name}</Dialog.Title>
                    <Dialog.Description className="mt-1 text-sm text-slate-400">{selected.description ?? `The ${selected.slug} form.`}</Dialog.Description>
                  </div>
                  <Dialog.Close aria-label="Close details" className="rounded-md p-2 text-slate-300 hover:bg-white/10 hover:text-white">
                    <X aria-hidden className="size-5" />
                  </Dialog.Close>
                </div>
                <div className="flex-1 overflow-y-auto p-5">
                  <FormPanel form={selected} busy={busyId === selected.id} onToggle={() => toggle(selected)} />
                </div>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
