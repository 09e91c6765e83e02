'use client';

import { CheckboxField, CheckboxGroupField, NumberField, SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { Badge, CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteFeature, saveFeature } from './admin-actions';
import type { AdminFeature } from './collections';
import { EMPTY_FEATURE, FEATURE_CATEGORIES, FEATURE_CATEGORY_LABELS, type FeatureFormValues } from './admin-schema';

const TEXT: CrudScreenText = {
  title: 'Project Features',
  description: "The features visitors choose in the estimator's second step. Hours are split evenly across the roles required and priced at their rate cards.",
  emptyText: 'No features found. Add one so visitors can choose it in the estimator.',
};

const card = (feature: AdminFeature) => (
  <CrudCardBody
    title={feature.name}
    badges={
      <>
        <Badge>{FEATURE_CATEGORY_LABELS[feature.category]}</Badge>
        <StatusBadge active={feature.isActive} />
      </>
    }
    meta={`${feature.baseHours} base hours × ${feature.complexityMultiplier} · ${feature.rolesRequired.join(', ') || 'no roles'}`}
    summary={feature.description}
  />
);

/** /admin/estimator/features: the features of the estimator's second step, with the roles that build them. */
export function FeaturesManager({ features, pricedRoles, ...list }: { features: AdminFeature[]; pricedRoles: string[] } & CrudListProps) {
  const crud = useCrudForm<FeatureFormValues>({ noun: 'feature', empty: EMPTY_FEATURE, save: saveFeature, remove: deleteFeature });
  // A role the feature names but that has lost its rate card stays visible (checked) so it can be removed.
  const unpriced = crud.values.rolesRequired.filter((role) => !pricedRoles.includes(role));
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={features} nameOf={(feature) => feature.name} card={card}>
      <TextField label="Name" {...crud.bind('name')} maxLength={100} />
      <SelectField label="Category" {...crud.bind('category')} options={FEATURE_CATEGORIES} labels={FEATURE_CATEGORY_LABELS} />
      <NumberField label="Base Hours" {...crud.bind('baseHours')} hint="Hours at Simple complexity; a whole number." />
      <NumberField
        label="Complexity Multiplier"
        {...crud.bind('complexityMultiplier')}
        hint="Hours = base hours × multiplier × the visitor's complexity (1–3)."
      />
      <TextAreaField label="Description" {...crud.bind('description')} maxLength={1000} rows={3} />
      <CheckboxGroupField
        legend="Roles Required"
        options={[...pricedRoles, ...unpriced]}
        values={crud.values.rolesRequired}
        onChange={(v) => crud.setField('rolesRequired', v)}
        flagged={Object.fromEntries(unpriced.map((role) => [role, 'no active rate card']))}
      />
      <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
    </CrudManager>
  );
}
