'use client';

import type { ReactNode } from 'react';
import { CheckboxField, NumberField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteProjectType, saveProjectType } from './admin-actions';
import type { AdminProjectType } from './collections';
import { EMPTY_PROJECT_TYPE, type ProjectTypeFormValues } from './admin-schema';

const toForm = (type: AdminProjectType): ProjectTypeFormValues => ({
  name: type.name,
  description: type.description,
  baseHours: String(type.baseHours),
  isActive: type.isActive,
});

/** /admin/estimator: the project types of the estimator's first step. */
export function ProjectTypesManager({ types, controls, loadFailed }: { types: AdminProjectType[]; controls: ReactNode; loadFailed?: boolean }) {
  const crud = useCrudForm<ProjectTypeFormValues>({ noun: 'project type', empty: EMPTY_PROJECT_TYPE, save: saveProjectType, remove: deleteProjectType });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? 'Edit Project Type' : 'Create New Project Type'}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      <TextField label="Name" value={values.name} onChange={(v) => setField('name', v)} maxLength={100} />
      <NumberField
        label="Base Hours"
        value={values.baseHours}
        onChange={(v) => setField('baseHours', v)}
        hint="Shown as a badge on the card; a whole number."
      />
      <TextAreaField label="Description" value={values.description} onChange={(v) => setField('description', v)} maxLength={1000} rows={3} />
      <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Project Types"
      description="The cards of the estimator's first step. Inactive types stay here but are not offered to visitors."
      addLabel="Add Project Type"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={types.length}
      emptyText="No project types found. Add one so visitors can start an estimate."
      loadFailed={loadFailed}
      plural="project types"
    >
      {types.map((type) => (
        <CrudCard
          key={type.id}
          name={type.name}
          onEdit={() => crud.openEdit(type.id, toForm(type))}
          onDelete={() => crud.remove(type.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{type.name}</h2>
            <StatusBadge active={type.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">{type.baseHours} base hours</p>
          {type.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{type.description}</p>}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
