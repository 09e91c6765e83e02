'use client';

import type { ReactNode } from 'react';
import { CheckboxField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { Badge, CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { TextListField } from '@/features/admin/crud/text-list-field';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { MediaPickerButton } from '@/features/media/media-picker';
import { deleteCaseStudy, saveCaseStudy } from './admin-actions';
import type { AdminCaseStudy } from './admin-queries';
import { EMPTY_CASE_STUDY, type CaseStudyFormValues } from './admin-schema';

const toForm = (study: AdminCaseStudy): CaseStudyFormValues => ({
  title: study.title,
  slug: study.slug,
  client: study.client,
  industry: study.industry,
  imageUrl: study.imageUrl ?? '',
  description: study.description,
  challenge: study.challenge,
  solution: study.solution,
  results: [...study.results],
  technologies: [...study.technologies],
  timeline: study.timeline ?? '',
  isFeatured: study.isFeatured,
  isActive: study.isActive,
});

/** /admin/case-studies: the case studies list with the create/edit form (spec sections 2 and 3). */
export function CaseStudiesManager({ studies, controls, loadFailed }: { studies: AdminCaseStudy[]; controls: ReactNode; loadFailed?: boolean }) {
  const crud = useCrudForm<CaseStudyFormValues>({ noun: 'case study', empty: EMPTY_CASE_STUDY, save: saveCaseStudy, remove: deleteCaseStudy });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame title={crud.mode.kind === 'editing' ? 'Edit Case Study' : 'Create New Case Study'} pending={crud.pending} onSubmit={crud.submit} onCancel={crud.cancel}>
      <TextField label="Title" value={values.title} onChange={(v) => setField('title', v)} maxLength={200} />
      <TextField label="Slug" value={values.slug} onChange={(v) => setField('slug', v)} maxLength={200} placeholder="Generated from the title when left empty" />
      <TextField label="Client" value={values.client} onChange={(v) => setField('client', v)} maxLength={200} />
      <TextField label="Industry" value={values.industry} onChange={(v) => setField('industry', v)} maxLength={100} />
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField label="Image URL" optional value={values.imageUrl} onChange={(v) => setField('imageUrl', v)} maxLength={2000} placeholder="https://… or /media/…" />
        </div>
        <MediaPickerButton onSelect={(url) => setField('imageUrl', url)} />
      </div>
      <TextField label="Timeline" optional value={values.timeline} onChange={(v) => setField('timeline', v)} maxLength={100} placeholder="e.g. 4 months" />
      <TextAreaField label="Description" value={values.description} onChange={(v) => setField('description', v)} maxLength={5000} />
      <TextAreaField label="Challenge" value={values.challenge} onChange={(v) => setField('challenge', v)} maxLength={5000} />
      <TextAreaField label="Solution" value={values.solution} onChange={(v) => setField('solution', v)} maxLength={5000} />
      <TextListField label="Results" item="Result" values={values.results} onChange={(v) => setField('results', v)} />
      <TextListField label="Technologies" item="Technology" values={values.technologies} onChange={(v) => setField('technologies', v)} />
      <CheckboxField label="Featured" checked={values.isFeatured} onChange={(v) => setField('isFeatured', v)} />
      <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Case Studies Management"
      description="Client projects shown in the portfolio. Inactive case studies stay here but disappear from the public site."
      addLabel="Add Case Study"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={studies.length}
      emptyText="No case studies found. Add your first case study to show it in the portfolio."
      loadFailed={loadFailed}
      plural="case studies"
    >
      {studies.map((study) => (
        <CrudCard key={study.id} name={study.title} onEdit={() => crud.openEdit(study.id, toForm(study))} onDelete={() => crud.remove(study.id)} editDisabled={crud.isOpen} deleteDisabled={crud.pending}>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{study.title}</h2>
            {study.isFeatured && <Badge>Featured</Badge>}
            <StatusBadge active={study.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">{[study.client, study.industry, study.timeline].filter(Boolean).join(' · ')}</p>
          {study.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{study.description}</p>}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
