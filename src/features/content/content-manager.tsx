'use client';

import { useRef, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { SelectField, TextAreaField, TextField } from '@/features/admin/crud/fields';
import { confirmDelete } from '@/features/admin/crud/confirm';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { Badge, CrudCard, CrudListBody } from '@/features/admin/crud/list-shell';
import { formatDate } from '@/features/audit/format';
import { deleteContentItem, saveContentItem } from './admin-actions';
import type { AdminContentItem } from './admin-queries';
import {
  CONTENT_ITEM_STATUSES,
  CONTENT_ITEM_TYPES,
  CONTENT_LIMITS,
  CONTENT_STATUS_LABELS,
  CONTENT_TYPE_LABELS,
  EMPTY_CONTENT_ITEM,
  type ContentItemFormValues,
} from './admin-schema';
import { useCreateEditForm } from '@/features/admin/crud/use-create-edit-form';

const toForm = (item: AdminContentItem): ContentItemFormValues => ({
  title: item.title,
  type: item.type,
  status: item.status,
  text: item.content?.text ?? '',
  metaTitle: item.metaData?.title ?? '',
});

/** The Content tab of /admin/content: the create/edit form (always shown), the filters, then the items. */
export function ContentManager({ items, controls, loadFailed }: { items: AdminContentItem[]; controls: ReactNode; loadFailed?: boolean }) {
  const formArea = useRef<HTMLDivElement>(null);
  const crud = useCreateEditForm<ContentItemFormValues>({
    empty: EMPTY_CONTENT_ITEM,
    save: saveContentItem,
    toInput: (values, id) => (id ? { ...values, id } : values),
    onSaved: () => toast.success('Content Saved'),
    onFailed: (error) => toast.error('Failed to save content.', { description: error }),
  });
  const { values, bind } = crud;

  const edit = (item: AdminContentItem) => {
    crud.edit(item.id, toForm(item));
    // The form sits above a list of up to 50 items: take the editor to it.
    requestAnimationFrame(() => formArea.current?.querySelector('input')?.focus());
  };
  const remove = (item: AdminContentItem) => {
    if (!confirmDelete('content item')) return;
    crud.run(item.id, deleteContentItem, { id: item.id }, (result) => {
      if (result.ok) toast.success('Content Deleted');
      else toast.error('Failed to delete content.', { description: result.error });
    });
  };

  return (
    <div className="space-y-6">
      <div ref={formArea}>
        <CrudFormFrame title={crud.editing ? 'Edit Content Item' : 'Create Content Item'} pending={crud.pending} onSubmit={crud.submit} onCancel={crud.cancel}>
          <TextField label="Title" {...bind('title')} maxLength={CONTENT_LIMITS.title} />
          <TextField label="Meta Title" optional {...bind('metaTitle')} maxLength={CONTENT_LIMITS.metaTitle} placeholder="Up to 60 characters" />
          <SelectField label="Type" {...bind('type')} options={CONTENT_ITEM_TYPES} labels={CONTENT_TYPE_LABELS} />
          <SelectField label="Status" {...bind('status')} options={CONTENT_ITEM_STATUSES} labels={CONTENT_STATUS_LABELS} />
          <TextAreaField label="Content" {...bind('text')} maxLength={CONTENT_LIMITS.text} rows={6} />
          {values.type === 'announcement' && (
            <p className="text-sm text-slate-400 sm:col-span-2">
              The newest published announcement shows as a banner at the top of every public page, as plain text.
            </p>
          )}
        </CrudFormFrame>
      </div>
      {controls}
      <section aria-labelledby="content-items-heading" className="space-y-4">
        <h2 id="content-items-heading" className="text-lg font-semibold text-white">
          Content Items
        </h2>
        <CrudListBody
          loadFailed={loadFailed}
          plural="content items"
          count={items.length}
          emptyText="No content items found. Create one with the form above."
          aria-labelledby="content-items-heading"
        >
          {items.map((item) => (
            <CrudCard
              key={item.id}
              name={item.title}
              onEdit={() => edit(item)}
              onDelete={() => remove(item)}
              editDisabled={crud.pending}
              deleteDisabled={crud.pending}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                <Badge>{CONTENT_TYPE_LABELS[item.type]}</Badge>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.status === 'published' ? 'bg-emerald-700 text-white' : 'bg-slate-700 text-slate-100'}`}
                >
                  {CONTENT_STATUS_LABELS[item.status]}
                </span>
                {crud.editing === item.id && <span className="text-xs font-medium text-brand-300">Editing</span>}
              </div>
              <p className="mt-1 text-sm text-slate-400">Updated {formatDate(new Date(item.updatedAt))}</p>
              {item.content?.text && <p className="mt-2 line-clamp-2 whitespace-pre-line text-sm text-slate-300">{item.content.text}</p>}
            </CrudCard>
          ))}
        </CrudListBody>
      </section>
    </div>
  );
}
