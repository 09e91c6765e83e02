'use client';

// The case study editor (/admin/case-studies/{id} and /new). A new case study is created as a
// draft; from then on every change is its draft (saved by itself as you type), each 'Save version'
// is a version, and visitors see it once it is published. Decision 086.
import { ArrowLeft, ExternalLink, Eye } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/features/admin/crud/call-action';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { CheckboxField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import type { SaveResult } from '@/features/admin/crud/schema-helpers';
import { TextListField } from '@/features/admin/crud/text-list-field';
import { MediaPickerButton } from '@/features/media/media-picker';
import { loadPublishingPanels } from '@/features/publishing/actions';
import type { PublishingPanels } from '@/features/publishing/panels';
import { PublishingBar } from '@/features/publishing/ui/publishing-bar';
import { useLeaveWarning } from '@/features/publishing/ui/use-leave-warning';
import { VersionNoteField } from '@/features/publishing/ui/version-note-field';
import { useWorkingCopy, type PublishingStatus } from '@/features/publishing/ui/use-working-copy';
import type { DraftState } from '@/features/publishing/workflow';
import { deleteCaseStudy, saveCaseStudy } from './admin-actions';
import { CASE_STUDY_LIMITS as L, EMPTY_CASE_STUDY, slugify, type CaseStudyFormValues } from './admin-schema';

export type EditedCaseStudyProps = { id: string; doc: CaseStudyFormValues; liveSlug: string; publishing: DraftState & PublishingStatus };

type Props = { record: EditedCaseStudyProps | null; panels?: PublishingPanels; timeZone: string; siteUrl: string };

const NO_PANELS: PublishingPanels = { versions: [], schedules: [], links: [] };
const NEVER_SAVED: DraftState & PublishingStatus = { revision: 0, savedAt: new Date(0).toISOString(), savedByName: null, hasDraft: false, isPublished: false };

/** A refused save's messages by field: 'results.2' is shown under Results. */
function errorsByField(fieldErrors: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) errors[path.split('.')[0] || 'form'] ??= message;
  return errors;
}

export function CaseStudyEditor({ record, panels: initialPanels = NO_PANELS, timeZone, siteUrl }: Props) {
  const router = useRouter();
  const [id, setId] = useState(record?.id);
  const [values, setValues] = useState<CaseStudyFormValues>(() => record?.doc ?? EMPTY_CASE_STUDY);
  const [created, setCreated] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [panels, setPanels] = useState(initialPanels);
  const [note, setNote] = useState('');
  const [pending, startSaving] = useTransition();
  const leaving = useRef(false);
  const focusFirstError = useRef(false);

  const showRefusal = useCallback((result: { fieldErrors?: Record<string, string> }) => {
    focusFirstError.current = true;
    setErrors(errorsByField(result.fieldErrors));
  }, []);
  const reloadPanels = useCallback(() => {
    if (!id) return;
    void callAction(loadPublishingPanels, { collection: 'case_study', id }).then((result) => {
      if (result.ok && result.data) setPanels(result.data as PublishingPanels);
    });
  }, [id]);
  const copy = useWorkingCopy({
    collection: 'case_study',
    id,
    doc: values,
    initial: record?.publishing ?? NEVER_SAVED,
    onRefused: showRefusal,
    onHistoryChanged: reloadPanels,
    savedMessage: 'Case study saved',
  });
  const dirty = id ? copy.dirty : JSON.stringify(values) !== created;
  useLeaveWarning(dirty, leaving);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = document.querySelector<HTMLElement>('#case-study-editor [aria-invalid="true"]');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center' });
  }, [errors]);

  const setField = <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (key in current ? Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)) : current));
  };

  /** A field's value, change handler and refusal message, to spread on its input. */
  const bind = <K extends keyof CaseStudyFormValues>(key: K) => ({
    value: values[key],
    onChange: (value: CaseStudyFormValues[K]) => setField(key, value),
    error: errors[key],
  });

  const save = () =>
    startSaving(async () => {
      if (id) {
        const result = await copy.save(true, { note });
        if (result.ok) {
          setErrors({});
          setNote('');
        } else if (!result.conflict) toast.error('Failed to save case study', { description: result.error });
        return;
      }
      const result = await callAction(saveCaseStudy, values);
      if (!result.ok) {
        showRefusal(result);
        toast.error('Failed to save case study', { description: result.error });
        return;
      }
      setErrors({});
      setCreated(JSON.stringify(values));
      toast.success('Case study created successfully', { description: 'A draft: visitors see it once you publish it.' });
      const data = result.data as SaveResult;
      setId(data.id);
      router.replace(`/admin/case-studies/${data.id}`);
    });

  const remove = () => {
    if (!id || !confirmDelete('case study')) return;
    startSaving(async () => {
      const result = await callAction(deleteCaseStudy, { id });
      if (!result.ok) return void toast.error('Failed to delete case study', { description: result.error });
      setCreated(JSON.stringify(values));
      leaving.current = true;
      toast.success('Case study deleted successfully');
      router.push('/admin/case-studies');
    });
  };

  // The draft as it stands: saved first (a window opened at once is not blocked as a pop-up).
  const preview = async () => {
    const tab = window.open('about:blank', '_blank');
    await copy.save(false);
    if (tab) tab.location.href = `/preview/case-study/${id}`;
  };

  const heading = id ? 'Edit Case Study' : 'Create New Case Study';
  const slug = slugify(values.slug.trim() ? values.slug : values.title);
  // Where visitors find it now: the editor's slug once what it holds is what is published.
  const liveSlug = copy.status.hasDraft || copy.dirty ? record?.liveSlug : slug;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link href="/admin/case-studies" className="inline-flex min-h-9 items-center gap-1 text-sm text-slate-300 hover:text-white">
            <ArrowLeft aria-hidden className="size-4" /> Back to case studies
          </Link>
          <h1 className="break-words text-2xl font-bold tracking-tight text-white sm:text-3xl">{heading}</h1>
          {id && values.title && <p className="mt-1 break-words text-sm text-slate-300">{values.title}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {!id && dirty && (
            <span role="status" className="text-sm text-amber-200">
              Unsaved changes
            </span>
          )}
          {id && (
            <Button type="button" variant="outline" onClick={() => void preview()}>
              <Eye aria-hidden className="size-4" /> Preview draft
              <span className="sr-only">(opens in a new tab)</span>
            </Button>
          )}
          {id && copy.status.isPublished && liveSlug && (
            <a
              href={`/case-studies/${liveSlug}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-white/20 px-4 text-sm font-semibold text-white hover:bg-white/10"
            >
              View live <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>

      {id ? (
        <PublishingBar
          collection="case_study"
          id={id}
          noun="case study"
          copy={copy}
          panels={panels}
          reloadPanels={reloadPanels}
          timeZone={timeZone}
          siteUrl={siteUrl}
          canUnpublish
          beforeReload={() => {
            leaving.current = true;
          }}
        />
      ) : (
        <p className="rounded-2xl border border-white/10 bg-white/[0.03] p-4 text-sm text-slate-300">
          A new case study is a draft: once created it saves itself as you type, and the portfolio shows it when you publish it.
        </p>
      )}

      <form
        id="case-study-editor"
        aria-label={heading}
        noValidate
        className="space-y-6 rounded-2xl border border-white/10 bg-white/[0.03] p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" {...bind('title')} maxLength={L.title} />
          <TextField
            label="Slug"
            {...bind('slug')}
            maxLength={L.slug}
            placeholder="Generated from the title when left empty"
            hint={slug ? `Its page: /case-studies/${slug}` : undefined}
          />
          <TextField label="Client" {...bind('client')} maxLength={L.client} />
          <TextField label="Industry" {...bind('industry')} maxLength={L.industry} />
          <TextField label="Image URL" optional {...bind('imageUrl')} maxLength={L.imageUrl} placeholder="https://… or /media/…">
            <MediaPickerButton onSelect={(url) => setField('imageUrl', url)} />
          </TextField>
          <TextField label="Timeline" optional {...bind('timeline')} maxLength={L.timeline} placeholder="e.g. 4 months" />
          <TextAreaField label="Description" {...bind('description')} maxLength={L.longText} />
          <TextAreaField label="Challenge" {...bind('challenge')} maxLength={L.longText} />
          <TextAreaField label="Solution" {...bind('solution')} maxLength={L.longText} />
          <TextListField label="Results" item="Result" {...bind('results')} maxLength={L.result} />
          <TextListField label="Technologies" item="Technology" {...bind('technologies')} maxLength={L.technology} />
          <CheckboxField
            label="Featured"
            checked={values.isFeatured}
            onChange={(v) => setField('isFeatured', v)}
            hint="Featured case studies come first in the portfolio and on the home page."
          />
        </div>

        <div className="flex flex-wrap items-end gap-3 border-t border-white/10 pt-4">
          {id && <VersionNoteField value={note} onChange={setNote} />}
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : id ? 'Save version' : 'Create case study'}
          </Button>
          {id && (
            <Button type="button" variant="danger" disabled={pending} onClick={remove}>
              Delete case study
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
