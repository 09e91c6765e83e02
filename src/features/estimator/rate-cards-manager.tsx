'use client';

import { CheckboxField, NumberField, TextField } from '@/features/admin/crud/fields';
import { CrudManager, type CrudListProps, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteRateCard, saveRateCard } from './admin-actions';
import type { AdminRateCard } from './collections';
import { EMPTY_RATE_CARD, type RateCardFormValues } from './admin-schema';

const rate = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const TEXT: CrudScreenText = {
  title: 'Rate Cards',
  description: 'The hourly rate of each role. New estimates use the current rates; saved estimates keep the rates they were made with.',
  emptyText: 'No rate cards found. Add one for every role your features need.',
};

const card = (rateCard: AdminRateCard) => (
  <CrudCardBody title={rateCard.role} badges={<StatusBadge active={rateCard.isActive} />} meta={`${rate(rateCard.hourlyRate)} per hour`} />
);

/** /admin/estimator/rate-cards: what each role costs per hour in an estimate. */
export function RateCardsManager({ cards, ...list }: { cards: AdminRateCard[] } & CrudListProps) {
  const crud = useCrudForm<RateCardFormValues>({ noun: 'rate card', empty: EMPTY_RATE_CARD, save: saveRateCard, remove: deleteRateCard });
  return (
    <CrudManager {...list} crud={crud} text={TEXT} rows={cards} nameOf={(rateCard) => rateCard.role} card={card}>
      <TextField label="Role" {...crud.bind('role')} maxLength={100} placeholder="e.g. Data Science" />
      <NumberField label="Hourly Rate (USD)" {...crud.bind('hourlyRate')} hint="Renaming a role renames it in every feature that needs it." />
      <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
    </CrudManager>
  );
}
