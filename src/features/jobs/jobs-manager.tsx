'use client';

import type { ReactNode } from 'react';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { TextListField } from '@/features/admin/crud/text-list-field';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteJob, saveJob } from './admin-actions';
import type { AdminJob } from './collection';
import { EMPTY_JOB, JOB_TYPES, type JobFormValues } from './admin-schema';

const toForm = (job: AdminJob): JobFormValues => ({
  title: job.title,
  department: job.department,
  location: job.location,
  type: job.type,
  experienceLevel: job.experienceLevel ?? '',
  description: job.description,
  requirements: [...job.requirements],
  benefits: [...job.benefits],
  salaryRange: job.salaryRange ?? '',
  isActive: job.isActive,
});

/** /admin/jobs: the jobs list with the create/edit form (spec section 2, 'Jobs Management'). */
export function JobsManager({ jobs, controls, loadFailed }: { jobs: AdminJob[]; controls: ReactNode; loadFailed?: boolean }) {
  const crud = useCrudForm<JobFormValues>({ noun: 'job', empty: EMPTY_JOB, save: saveJob, remove: deleteJob });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame title={crud.mode.kind === 'editing' ? 'Edit Job' : 'Create New Job'} pending={crud.pending} onSubmit={crud.submit} onCancel={crud.cancel}>
      <TextField label="Job Title" value={values.title} onChange={(v) => setField('title', v)} maxLength={200} />
      <TextField label="Department" value={values.department} onChange={(v) => setField('department', v)} maxLength={100} />
      <TextField label="Location" value={values.location} onChange={(v) => setField('location', v)} maxLength={100} />
      <SelectField label="Type" value={values.type} options={JOB_TYPES} onChange={(v) => setField('type', v)} />
      <TextField
        label="Experience Level"
        value={values.experienceLevel}
        onChange={(v) => setField('experienceLevel', v)}
        maxLength={100}
        placeholder="e.g. Senior (5+ years)"
      />
      <TextField
        label="Salary Range"
        optional
        value={values.salaryRange}
        onChange={(v) => setField('salaryRange', v)}
        maxLength={100}
        placeholder="e.g. $120k – $150k"
      />
      <TextAreaField label="Description" value={values.description} onChange={(v) => setField('description', v)} maxLength={5000} />
      <TextListField label="Requirements" item="Requirement" values={values.requirements} onChange={(v) => setField('requirements', v)} />
      <TextListField label="Benefits" item="Benefit" values={values.benefits} onChange={(v) => setField('benefits', v)} />
      <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Jobs Management"
      description="Open positions shown on the careers page. Inactive jobs stay here but disappear from the public site."
      addLabel="Add Job"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={jobs.length}
      emptyText="No jobs found. Add your first job to show it on the careers page."
      loadFailed={loadFailed}
      plural="jobs"
    >
      {jobs.map((job) => (
        <CrudCard
          key={job.id}
          name={job.title}
          onEdit={() => crud.openEdit(job.id, toForm(job))}
          onDelete={() => crud.remove(job.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{job.title}</h2>
            <StatusBadge active={job.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">
            {[job.department, job.location, job.type, job.experienceLevel].filter(Boolean).join(' · ')}
            {job.salaryRange && <span> · {job.salaryRange}</span>}
          </p>
          {job.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{job.description}</p>}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
