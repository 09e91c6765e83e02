'use client';

// The editor's publishing controls (decision 085): where the record stands (Draft, Published,
// 'Published, with changes'), when the draft was last saved, Publish / Unpublish, and three panels:
// the version history, the schedule and the shared preview links. The same for every collection.
import { CalendarClock, Copy, ExternalLink, History, Link2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { callAction, type AdminAction } from '@/features/admin/crud/call-action';
import { formatZoned, fromDateTimeLocalValue, toDateTimeLocalValue } from '@/lib/zoned-time';
import { cancelRecordSchedule, createRecordPreviewLink, restoreRecordVersion, revokeRecordPreviewLink, scheduleRecord } from '../actions';
import type { PublishingPanels } from '../panels';
import type { PreviewLink } from '../preview-links';
import { statusColours, statusLabel } from '../status';
import type { Schedule, ScheduleAction } from '../schedules';
import type { Collection } from '../types';
import type { VersionSummary } from '../versions';
import type { useWorkingCopy } from './use-working-copy';

type WorkingCopy = ReturnType<typeof useWorkingCopy>;
type Panel = 'history' | 'schedule' | 'share';
const PANELS: { panel: Panel; Icon: LucideIcon; label: string }[] = [
  { panel: 'history', Icon: History, label: 'History' },
  { panel: 'schedule', Icon: CalendarClock, label: 'Schedule' },
  { panel: 'share', Icon: Link2, label: 'Share preview' },
];

const KIND_LABELS: Record<VersionSummary['kind'], string> = { save: 'Saved', publish: 'Published', restore: 'Restored', conflict: 'Kept when two edits met' };
type Props = {
  collection: Collection;
  id: string;
  noun: string;
  copy: WorkingCopy;
  panels: PublishingPanels;
  reloadPanels: () => void;
  timeZone: string;
  siteUrl: string;
  canUnpublish: boolean;
  /** Before a restore replaces the draft: the editor lets the page reload without asking. */
  beforeReload: () => void;
};

export function PublishingBar({ collection, id, noun, copy, panels, reloadPanels, timeZone, siteUrl, canUnpublish, beforeReload }: Props) {
  const [open, setOpen] = useState<Panel | null>(null);
  const panelId = useId();
  const label = statusLabel(copy.status);
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  const nextSchedule = panels.schedules[0];

  return (
    <section aria-label="Publishing" className="rounded-2xl border border-white/10 bg-white/[0.03] p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
            <span data-testid="publishing-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColours(copy.status)}`}>
              {label}
            </span>
            <SaveStateText copy={copy} timeZone={timeZone} />
          </p>
          {nextSchedule && (
            <p className="text-xs text-slate-400">
              {nextSchedule.action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatZoned(new Date(nextSchedule.runAt), timeZone)} ({timeZone})
              {panels.schedules.length > 1 && `, and ${panels.schedules.length - 1} more`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {PANELS.map(({ panel, Icon, label }) => (
            <PanelButton
              key={panel}
              panel={panel}
              open={open}
              panelId={panelId}
              onClick={toggle}
              icon={<Icon aria-hidden className="size-4" />}
              label={panel === 'history' ? `${label} (${panels.versions.length})` : label}
            />
          ))}
          {copy.status.isPublished && canUnpublish && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={copy.busy}
              onClick={() => window.confirm(`Unpublish this ${noun}? Visitors will get the 404 page until it is published again.`) && void copy.unpublish()}
            >
              Unpublish
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            disabled={copy.busy || copy.state === 'conflict' || (copy.status.isPublished && !copy.status.hasDraft && !copy.dirty)}
            onClick={() => void copy.publish()}
          >
            {copy.busy ? 'Publishing…' : copy.status.isPublished ? 'Publish changes' : 'Publish'}
          </Button>
        </div>
      </div>

      {copy.conflict && <ConflictNotice copy={copy} timeZone={timeZone} beforeReload={beforeReload} />}

      {open && (
        <div id={panelId} className="mt-4 border-t border-white/10 pt-4">
          {open === 'history' && (
            <HistoryPanel collection={collection} id={id} versions={panels.versions} timeZone={timeZone} copy={copy} beforeReload={beforeReload} />
          )}
          {open === 'schedule' && (
            <SchedulePanel collection={collection} id={id} schedules={panels.schedules} timeZone={timeZone} canUnpublish={canUnpublish} reload={reloadPanels} />
          )}
          {open === 'share' && <SharePanel collection={collection} id={id} links={panels.links} timeZone={timeZone} siteUrl={siteUrl} reload={reloadPanels} />}
        </div>
      )}
    </section>
  );
}

function PanelButton({
  panel,
  open,
  panelId,
  onClick,
  icon,
  label,
}: {
  panel: Panel;
  open: Panel | null;
  panelId: string;
  onClick: (panel: Panel) => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-expanded={open === panel}
      aria-controls={open === panel ? panelId : undefined}
      onClick={() => onClick(panel)}
    >
      {icon}
      {label}
    </Button>
  );
}

function SaveStateText({ copy, timeZone }: { copy: WorkingCopy; timeZone: string }) {
  const saved =
    copy.lastSaved &&
    `Draft saved ${formatZoned(new Date(copy.lastSaved.at), timeZone, { seconds: true })}${copy.lastSaved.byName ? ` by ${copy.lastSaved.byName}` : ''}`;
  const text =
    copy.state === 'saving'
      ? 'Saving…'
      : copy.state === 'pending'
        ? 'Unsaved changes: saving in a moment'
        : copy.state === 'failed'
          ? 'Not saved: trying again shortly. Your changes are still here.'
          : copy.state === 'conflict'
            ? 'Not saved: someone else saved first'
            : saved || 'No unpublished changes';
  return (
    <span role="status" data-testid="save-state" className={copy.state === 'failed' || copy.state === 'conflict' ? 'text-amber-200' : undefined}>
      {text}
    </span>
  );
}

function ConflictNotice({ copy, timeZone, beforeReload }: { copy: WorkingCopy; timeZone: string; beforeReload: () => void }) {
  const conflict = copy.conflict!;
  return (
    <div role="alert" className="mt-4 rounded-xl border border-amber-300/40 bg-amber-950/60 p-4 text-sm text-amber-50">
      <p className="font-semibold">
        {conflict.byName} saved this at {formatZoned(new Date(conflict.at), timeZone, { seconds: true })}, after you opened it.
      </p>
      <p className="mt-1">
        Nothing was overwritten, and nothing is lost: your copy is kept as version {conflict.keptAs}. Open theirs to continue from it, or keep yours as the
        draft (theirs stays in the history).
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          onClick={() => {
            beforeReload();
            window.location.reload();
          }}
        >
          Open their version
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => void copy.keepMine()}>
          Keep mine
        </Button>
      </div>
    </div>
  );
}

function changeSummary(changes: VersionSummary['changes']): string {
  if (!changes) return 'The first version in the history.';
  const parts = [
    changes.changed.length > 0 && `changed ${changes.changed.join(', ')}`,
    changes.added.length > 0 && `added ${changes.added.join(', ')}`,
    changes.removed.length > 0 && `removed ${changes.removed.join(', ')}`,
    changes.fields.length > 0 && `changed the ${changes.fields.join(', ')}`,
  ].filter(Boolean);
  const text = parts.join('; ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : 'No changes.';
}

function HistoryPanel({
  collection,
  id,
  versions,
  timeZone,
  copy,
  beforeReload,
}: {
  collection: Collection;
  id: string;
  versions: VersionSummary[];
  timeZone: string;
  copy: WorkingCopy;
  beforeReload: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (versions.length === 0) return <p className="text-sm text-slate-400">No versions yet. Each Save and each Publish adds one, with who made it and when.</p>;
  const restore = async (version: VersionSummary) => {
    if (
      !window.confirm(
        `Restore version ${version.number} as the draft? The draft you have now stays in the history. Visitors see the restored text once you publish it.`,
      )
    )
      return;
    setBusy(true);
    // The editor's unsaved changes are saved first: they are in the history too.
    await copy.save(false);
    const result = await callAction(restoreRecordVersion, { collection, id, versionId: version.id });
    if (!result.ok) {
      setBusy(false);
      return void toast.error('Not restored.', { description: result.error });
    }
    beforeReload();
    window.location.reload();
  };
  return (
    <div>
      <h3 className="text-sm font-semibold text-white">Version history</h3>
      <ol className="mt-3 space-y-3" aria-label="Versions, newest first">
        {versions.map((version) => (
          <li
            key={version.id}
            className="flex flex-col gap-2 rounded-xl border border-white/10 bg-slate-950/40 p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-white">
                Version {version.number} · {KIND_LABELS[version.kind]}
              </p>
              <p className="text-slate-300">
                {version.authorName}, {formatZoned(new Date(version.createdAt), timeZone)}
              </p>
              {version.note && <p className="break-words text-slate-300">“{version.note}”</p>}
              <p className="break-words text-xs text-slate-400">{changeSummary(version.changes)}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <a
                href={`/preview/version/${version.id}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-white/20 px-3 text-sm font-semibold text-white hover:bg-white/10"
              >
                Preview <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">version {version.number} (opens in a new tab)</span>
              </a>
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void restore(version)}>
                Restore<span className="sr-only"> version {version.number}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A panel's call to the server: its buttons wait while it runs; a refusal shows as a toast headed
 * `failed`, with the reason; a success runs `done` with its data and then reloads the panels.
 */
function usePanelAction(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: AdminAction, input: unknown, failed: string, done: (data: unknown) => unknown) => {
    setBusy(true);
    const result = await callAction(action, input);
    setBusy(false);
    if (!result.ok) return void toast.error(failed, { description: result.error });
    await done(result.data);
    reload();
  };
  return { busy, run };
}

function SchedulePanel({
  collection,
  id,
  schedules,
  timeZone,
  canUnpublish,
  reload,
}: {
  collection: Collection;
  id: string;
  schedules: Schedule[];
  timeZone: string;
  canUnpublish: boolean;
  reload: () => void;
}) {
  const { busy, run } = usePanelAction(reload);
  // The next full hour after an hour from now: a sensible start for either field.
  const [inAnHour] = useState(() => toDateTimeLocalValue(new Date(Math.ceil((Date.now() + 3_600_000) / 3_600_000) * 3_600_000), timeZone));
  const add = async (action: ScheduleAction, value: string) => {
    const runAt = fromDateTimeLocalValue(value, timeZone);
    if (!runAt) return void toast.error('Choose a date and a time.');
    await run(scheduleRecord, { collection, id, action, runAt: runAt.toISOString() }, 'Not scheduled.', () =>
      toast.success(`${action === 'publish' ? 'Publishes' : 'Unpublishes'} ${formatZoned(runAt, timeZone)}`),
    );
  };
  const cancel = (schedule: Schedule) =>
    run(cancelRecordSchedule, { collection, id, scheduleId: schedule.id }, 'Not cancelled.', () => toast.success('Schedule cancelled'));
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-white">Schedule</h3>
      <p className="text-xs text-slate-400">
        Times are in the site’s time zone, {timeZone} (Settings, Company). Publishing at a time publishes the draft as it is then.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScheduleForm action="publish" label="Publish at" initial={inAnHour} busy={busy} onSubmit={add} />
        {canUnpublish ? (
          <ScheduleForm action="unpublish" label="Unpublish at" initial={inAnHour} busy={busy} onSubmit={add} />
        ) : (
          <p className="text-sm text-slate-400">A built-in page stays online: it cannot be unpublished.</p>
        )}
      </div>
      {schedules.length > 0 ? (
        <ul className="space-y-2" aria-label="Scheduled">
          {schedules.map((schedule) => (
            <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-white/10 bg-slate-950/40 p-3 text-sm">
              <span className="text-slate-200">
                {schedule.action === 'publish' ? 'Publishes' : 'Unpublishes'} {formatZoned(new Date(schedule.runAt), timeZone)} · set by{' '}
                {schedule.createdByName}
              </span>
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void cancel(schedule)}>
                Cancel<span className="sr-only"> this schedule</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">Nothing scheduled.</p>
      )}
    </div>
  );
}

function ScheduleForm({
  action,
  label,
  initial,
  busy,
  onSubmit,
}: {
  action: ScheduleAction;
  label: string;
  initial: string;
  busy: boolean;
  onSubmit: (action: ScheduleAction, value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const inputId = useId();
  return (
    <Field id={inputId} label={label}>
      {(control) => (
        <div className="flex flex-wrap items-end gap-2">
          <Input
            {...control}
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="w-auto min-w-0 flex-1 [color-scheme:dark]"
          />
          <Button type="button" variant="outline" size="sm" disabled={busy || !value} onClick={() => onSubmit(action, value)}>
            Schedule<span className="sr-only"> {action === 'publish' ? 'publishing' : 'unpublishing'}</span>
          </Button>
        </div>
      )}
    </Field>
  );
}

const LINK_DAYS = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
];

function SharePanel({
  collection,
  id,
  links,
  timeZone,
  siteUrl,
  reload,
}: {
  collection: Collection;
  id: string;
  links: PreviewLink[];
  timeZone: string;
  siteUrl: string;
  reload: () => void;
}) {
  const [days, setDays] = useState(7);
  const { busy, run } = usePanelAction(reload);
  const selectId = useId();
  const create = () => run(createRecordPreviewLink, { collection, id, days }, 'No link made.', (link) => copyLink(`${siteUrl}${(link as PreviewLink).path}`));
  const revoke = (link: PreviewLink) =>
    run(revokeRecordPreviewLink, { collection, id, linkId: link.id }, 'Not revoked.', () => toast.success('Link revoked: it now answers 404'));
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-white">Share a preview</h3>
      <p className="text-xs text-slate-400">
        Anyone with the link sees the draft as it is when they open it, without an account, until the link expires or you revoke it. Search engines are told not
        to index it.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id={selectId} label="Link works for">
          {(control) => (
            <Select {...control} value={days} onChange={(event) => setDays(Number(event.target.value))} className="w-auto">
              {LINK_DAYS.map((choice) => (
                <option key={choice.days} value={choice.days}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="button" size="sm" disabled={busy} onClick={() => void create()}>
          Create link
        </Button>
      </div>
      {links.length > 0 ? (
        <ul className="space-y-2" aria-label="Preview links that work">
          {links.map((link) => (
            <li key={link.id} className="rounded-xl border border-white/10 bg-slate-950/40 p-3 text-sm">
              <Input
                readOnly
                aria-label="Preview link"
                value={`${siteUrl}${link.path}`}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-slate-300">
                  Until {formatZoned(new Date(link.expiresAt), timeZone)} · made by {link.createdByName}
                </span>
                <span className="flex gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => void copyLink(`${siteUrl}${link.path}`)}>
                    <Copy aria-hidden className="size-4" /> Copy
                  </Button>
                  <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void revoke(link)}>
                    Revoke
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-400">No preview links.</p>
      )}
    </div>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Preview link copied');
  } catch {
    toast.success('Preview link made: copy it from the list');
  }
}
