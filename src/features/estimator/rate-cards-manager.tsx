'use client';

import type { ReactNode } from 'react';
import { CheckboxField, NumberField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm } from '@/features/admin/crud/use-crud-form';
import { deleteRateCard, saveRateCard } from './admin-actions';
import type { AdminRateCard } from './collections';
import { EMPTY_RATE_CARD, type RateCardFormValues } from './admin-schema';

const toForm = (card: AdminRateCard): RateCardFormValues => ({ role: card.role, hourlyRate: String(card.hourlyRate), isActive: card.isActive });

const rate = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** /admin/estimator/rate-cards: what each role costs per hour in an estimate. */
export function RateCardsManager({ cards, controls, loadFailed }: { cards: AdminRateCard[]; controls: ReactNode; loadFailed?: boolean }) {
  const crud = useCrudForm<RateCardFormValues>({ noun: 'rate card', empty: EMPTY_RATE_CARD, save: saveRateCard, remove: deleteRateCard });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? 'Edit Rate Card' : 'Create New Rate Card'}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      <TextField label="Role" value={values.role} onChange={(v) => setField('role', v)} maxLength={100} placeholder="e.g. Data Science" />
      <NumberField
        label="Hourly Rate (USD)"
        value={values.hourlyRate}
        onChange={(v) => setField('hourlyRate', v)}
        hint="Renaming a role renames it in every feature that needs it."
      />
      <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Rate Cards"
      description="The hourly rate of each role. New estimates use the current rates; saved estimates keep the rates they were made with."
      addLabel="Add Rate Card"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={cards.length}
      emptyText="No rate cards found. Add one for every role your features need."
      loadFailed={loadFailed}
      plural="rate cards"
    >
      {cards.map((card) => (
        <CrudCard
          key={card.id}
          name={card.role}
          onEdit={() => crud.openEdit(card.id, toForm(card))}
          onDelete={() => crud.remove(card.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{card.role}</h2>
            <StatusBadge active={card.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">{rate(card.hourlyRate)} per hour</p>
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
