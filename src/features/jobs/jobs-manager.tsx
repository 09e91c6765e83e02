'use client';

import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
import { TextListField } from '@/features/admin/crud/text-list-field';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteJob, saveJob } from './admin-actions';
import type { AdminJob } from './collection';
import { EMPTY_JOB, JOB_TYPES, type JobFormValues } from './admin-schema';

const TEXT: CrudScreenText = {
  title: 'Jobs Management',
  description: 'Open positions shown on the careers page. Inactive jobs stay here but disappear from the public site.',
  emptyText: 'No jobs found. Add your first job to show it on the careers page.',
};

/** /admin/jobs: the jobs list with the create/edit form (spec section 2, 'Jobs Management'). */
export function JobsManager({ jobs, ...list }: { jobs: AdminJob[] } & CrudListProps) {
  const crud = useCrudForm<JobFormValues>({ noun: 'job', empty: EMPTY_JOB, save: saveJob, remove: deleteJob });
  const card = (job: AdminJob) => (
    <CrudCardBody
      title={job.title}
      badges={<StatusBadge active={job.isActive} />}
      meta={
        <>
          {[job.department, job.location, job.type, job.experienceLevel].filter(Boolean).join(' · ')}
          {job.salaryRange && <span> · {job.salaryRange}</span>}
        </>
      }
      summary={job.description}
    />
  );
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={jobs} nameOf={(job) => job.title} card={card}>
      <TextField label="Job Title" {...crud.bind('title')} maxLength={200} />
      <TextField label="Department" {...crud.bind('department')} maxLength={100} />
      <TextField label="Location" {...crud.bind('location')} maxLength={100} />
      <SelectField label="Type" {...crud.bind('type')} options={JOB_TYPES} />
      <TextField label="Experience Level" {...crud.bind('experienceLevel')} maxLength={100} placeholder="e.g. Senior (5+ years)" />
      <TextField label="Salary Range" optional {...crud.bind('salaryRange')} maxLength={100} placeholder="e.g. $120k – $150k" />
      <TextAreaField label="Description" {...crud.bind('description')} maxLength={5000} />
      <TextListField label="Requirements" item="Requirement" {...crud.bind('requirements')} />
      <TextListField label="Benefits" item="Benefit" {...crud.bind('benefits')} />
      <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
    </CrudManager>
  );
}
