'use client';

import type { ReactNode } from 'react';
import { CrudFormFrame } from './form-frame';
import { CrudCard, CrudListShell } from './list-shell';
import type { useCrudForm } from './use-crud-form';

/** What a manager screen says of its own: the h1, the sentence under it, the empty list's text. */
export type CrudScreenText = {
  title: string;
  description: string;
  emptyText: string;
  /** The header's button when it is not 'Add <Noun>' ('New Author'). */
  addLabel?: string;
  /** The form's title when it creates, when it is not 'Create New <Noun>' ('Add Webhook Endpoint'). */
  formTitle?: string;
};

/** What the screen's page gives its manager from collectionList: the list's controls and whether the read failed. */
export type CrudListProps = { controls?: ReactNode; loadFailed?: boolean };

/**
 * A record as its form's values, key by key after the empty form: text fields get the record's
 * value as text ('' for null, a number as typed), lists a copy, the rest the value itself; a key
 * the record lacks keeps the empty form's value.
 * It serves every form whose fields are named as the record's columns; others map their own.
 */
export function formValuesOf<V extends object>(empty: V, record: object): V {
  const source = record as Record<string, unknown>;
  const entries = Object.entries(empty).map(([key, blank]: [string, unknown]) => {
    const value = source[key];
    if (value === undefined) return [key, blank];
    if (typeof blank === 'string') return [key, value === null ? '' : String(value)];
    if (Array.isArray(blank)) return [key, Array.isArray(value) ? [...value] : []];
    return [key, value];
  });
  return Object.fromEntries(entries) as V;
}

/** 'rate card' -> 'Rate Card': the noun as the form's title and the Add button write it. */
const titleCase = (noun: string) => noun.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A collection's manager screen (spec section 2), built from its form state and a small
 * description, as Payload builds an admin list from a collection's config: the h1 with
 * 'Add <Noun>', the 'Create New <Noun>' / 'Edit <Noun>' form holding `children` (the fields)
 * while open, the list controls, then one card a row with Edit and Delete. A manager file keeps
 * only its fields and its card's body.
 */
export function CrudManager<V extends object, Row extends { id: string }>({
  crud,
  text,
  rows,
  controls,
  loadFailed,
  nameOf,
  toForm,
  card,
  busy,
  children,
}: {
  crud: ReturnType<typeof useCrudForm<V>>;
  text: CrudScreenText;
  rows: readonly Row[];
  /** The record's name in its Edit and Delete buttons ('Edit Senior Engineer'). */
  nameOf: (row: Row) => string;
  /** The record as the form's values, when Edit opens it; by default its fields named as the form's (formValuesOf). */
  toForm?: (row: Row) => V;
  card: (row: Row) => ReactNode;
  /** Whether the card's own buttons are at work (a webhook's test event on its way): its Delete waits for them. */
  busy?: (row: Row) => boolean;
  children: ReactNode;
} & CrudListProps) {
  const noun = titleCase(crud.noun);
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? `Edit ${noun}` : (text.formTitle ?? `Create New ${noun}`)}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      {children}
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title={text.title}
      description={text.description}
      addLabel={text.addLabel ?? `Add ${noun}`}
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      controls={controls}
      count={rows.length}
      emptyText={text.emptyText}
      loadFailed={loadFailed}
      // Every noun of these screens makes its plural with an s ('jobs', 'navigation items').
      plural={`${crud.noun}s`}
    >
      {rows.map((row) => (
        <CrudCard
          key={row.id}
          name={nameOf(row)}
          onEdit={() => crud.openEdit(row.id, toForm ? toForm(row) : formValuesOf(crud.empty, row))}
          onDelete={() => crud.remove(row.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending || (busy?.(row) ?? false)}
        >
          {card(row)}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
