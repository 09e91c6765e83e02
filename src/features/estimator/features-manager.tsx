'use client';

import type { ReactNode } from 'react';
import { CheckboxField, CheckboxGroupField, NumberField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { Badge, CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteFeature, saveFeature } from './admin-actions';
import type { AdminFeature } from './collections';
import { EMPTY_FEATURE, FEATURE_CATEGORIES, FEATURE_CATEGORY_LABELS, type FeatureFormValues } from './admin-schema';

const toForm = (feature: AdminFeature): FeatureFormValues => ({
  name: feature.name,
  description: feature.description,
  category: feature.category,
  baseHours: String(feature.baseHours),
  complexityMultiplier: String(feature.complexityMultiplier),
  rolesRequired: [...feature.rolesRequired],
  isActive: feature.isActive,
});

/** /admin/estimator/features: the features of the estimator's second step, with the roles that build them. */
export function FeaturesManager({
  features,
  pricedRoles,
  controls,
  loadFailed,
}: {
  features: AdminFeature[];
  pricedRoles: string[];
  controls: ReactNode;
  loadFailed?: boolean;
}) {
  const crud = useCrudForm<FeatureFormValues>({ noun: 'feature', empty: EMPTY_FEATURE, save: saveFeature, remove: deleteFeature });
  const { values, setField } = crud;
  // A role the feature names but that has lost its rate card stays visible (checked) so it can be removed.
  const unpriced = values.rolesRequired.filter((role) => !pricedRoles.includes(role));
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? 'Edit Feature' : 'Create New Feature'}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      <TextField label="Name" value={values.name} onChange={(v) => setField('name', v)} maxLength={100} />
      <SelectField
        label="Category"
        value={values.category}
        options={FEATURE_CATEGORIES}
        labels={FEATURE_CATEGORY_LABELS}
        onChange={(v) => setField('category', v)}
      />
      <NumberField label="Base Hours" value={values.baseHours} onChange={(v) => setField('baseHours', v)} hint="Hours at Simple complexity; a whole number." />
      <NumberField
        label="Complexity Multiplier"
        value={values.complexityMultiplier}
        onChange={(v) => setField('complexityMultiplier', v)}
        hint="Hours = base hours × multiplier × the visitor's complexity (1–3)."
      />
      <TextAreaField label="Description" value={values.description} onChange={(v) => setField('description', v)} maxLength={1000} rows={3} />
      <CheckboxGroupField
        legend="Roles Required"
        options={[...pricedRoles, ...unpriced]}
        values={values.rolesRequired}
        onChange={(v) => setField('rolesRequired', v)}
        flagged={Object.fromEntries(unpriced.map((role) => [role, 'no active rate card']))}
      />
      <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Project Features"
      description="The features visitors choose in the estimator's second step. Hours are split evenly across the roles required and priced at their rate cards."
      addLabel="Add Feature"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={features.length}
      emptyText="No features found. Add one so visitors can choose it in the estimator."
      loadFailed={loadFailed}
      plural="features"
    >
      {features.map((feature) => (
        <CrudCard
          key={feature.id}
          name={feature.name}
          onEdit={() => crud.openEdit(feature.id, toForm(feature))}
          onDelete={() => crud.remove(feature.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{feature.name}</h2>
            <Badge>{FEATURE_CATEGORY_LABELS[feature.category]}</Badge>
            <StatusBadge active={feature.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">
            {feature.baseHours} base hours × {feature.complexityMultiplier} · {feature.rolesRequired.join(', ') || 'no roles'}
          </p>
          {feature.description && <p className="mt-2 line-clamp-2 text-sm text-slate-400">{feature.description}</p>}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
