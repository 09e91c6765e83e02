'use client';

import { CheckboxField, NumberField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteProjectType, saveProjectType } from './admin-actions';
import type { AdminProjectType } from './collections';
import { EMPTY_PROJECT_TYPE, type ProjectTypeFormValues } from './admin-schema';

const TEXT: CrudScreenText = {
  title: 'Project Types',
  description: "The cards of the estimator's first step. Inactive types stay here but are not offered to visitors.",
  emptyText: 'No project types found. Add one so visitors can start an estimate.',
};

const card = (type: AdminProjectType) => (
  <CrudCardBody title={type.name} badges={<StatusBadge active={type.isActive} />} meta={`${type.baseHours} base hours`} summary={type.description} />
);

/** /admin/estimator: the project types of the estimator's first step. */
export function ProjectTypesManager({ types, ...list }: { types: AdminProjectType[] } & CrudListProps) {
  const crud = useCrudForm<ProjectTypeFormValues>({ noun: 'project type', empty: EMPTY_PROJECT_TYPE, save: saveProjectType, remove: deleteProjectType });
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={types} nameOf={(type) => type.name} card={card}>
      <TextField label="Name" {...crud.bind('name')} maxLength={100} />
      <NumberField label="Base Hours" {...crud.bind('baseHours')} hint="Shown as a badge on the card; a whole number." />
      <TextAreaField label="Description" {...crud.bind('description')} maxLength={1000} rows={3} />
      <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
    </CrudManager>
  );
}
