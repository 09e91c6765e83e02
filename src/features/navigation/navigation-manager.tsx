'use client';

import { toast } from '@/components/ui/toast';
import { CheckboxField, NumberField, TextField } from '@/features/admin/crud/fields';
import { CrudFormFrame } from '@/features/admin/crud/form-frame';
import { CrudCard, CrudListShell, StatusBadge } from '@/features/admin/crud/list-shell';
import { useCrudForm, type CrudToasts } from '@/features/admin/crud/use-crud-form';
import { deleteNavigationItem, saveNavigationItem } from './admin-actions';
import type { AdminNavigationItem } from './collection';
import { EMPTY_NAVIGATION_ITEM, type NavigationItemFormValues } from './admin-schema';
import { SubmenuField } from './submenu-field';

const toForm = (item: AdminNavigationItem): NavigationItemFormValues => ({
  name: item.name,
  href: item.href,
  orderIndex: String(item.orderIndex),
  isActive: item.isActive,
  submenu: (Array.isArray(item.submenu) ? item.submenu : []).map((entry) => ({ name: String(entry?.name ?? ''), href: String(entry?.href ?? '') })),
});

// The spec's toasts here differ from the other managers' ('Navigation Updated' for save and delete).
const NAVIGATION_TOASTS: CrudToasts = {
  saved: () => toast.success('Navigation Updated'),
  deleted: () => toast.success('Navigation Updated'),
  saveFailed: (error) => toast.error('Failed to save navigation item.', { description: error }),
  deleteFailed: (error) => toast.error('Failed to delete navigation item.', { description: error }),
};

/**
 * /admin/navigation: the header menu's items in the header's order, with the create/edit form
 * (spec section 4: closed, creating or editing one item; a failed save keeps the form open).
 */
export function NavigationManager({ items }: { items: AdminNavigationItem[] }) {
  const crud = useCrudForm<NavigationItemFormValues>({
    noun: 'navigation item',
    empty: EMPTY_NAVIGATION_ITEM,
    save: saveNavigationItem,
    remove: deleteNavigationItem,
    toasts: NAVIGATION_TOASTS,
  });
  const { values, setField } = crud;
  const form = crud.isOpen && (
    <CrudFormFrame
      title={crud.mode.kind === 'editing' ? 'Edit Navigation Item' : 'Create New Navigation Item'}
      pending={crud.pending}
      onSubmit={crud.submit}
      onCancel={crud.cancel}
    >
      <TextField label="Name" value={values.name} onChange={(v) => setField('name', v)} maxLength={100} placeholder="e.g. Services" />
      <TextField label="Link" value={values.href} onChange={(v) => setField('href', v)} maxLength={2000} placeholder="/services or https://…" />
      <NumberField
        label="Order"
        value={values.orderIndex}
        onChange={(v) => setField('orderIndex', v)}
        hint="A whole number; lower numbers come first. Blank means 0."
      />
      <div className="flex items-end pb-2">
        <CheckboxField label="Active" checked={values.isActive} onChange={(v) => setField('isActive', v)} />
      </div>
      <SubmenuField values={values.submenu} onChange={(v) => setField('submenu', v)} />
    </CrudFormFrame>
  );
  return (
    <CrudListShell
      title="Navigation Management"
      description="The links of the site's header menu, on desktop and in the mobile menu. Active items show in order (lowest first); inactive items stay here but are hidden."
      addLabel="Add Navigation Item"
      onAdd={crud.openCreate}
      addDisabled={crud.isOpen}
      form={form}
      count={items.length}
      emptyText="No navigation items yet. Add one to build the header menu."
      plural="navigation items"
    >
      {items.map((item) => (
        <CrudCard
          key={item.id}
          name={item.name}
          onEdit={() => crud.openEdit(item.id, toForm(item))}
          onDelete={() => crud.remove(item.id)}
          editDisabled={crud.isOpen}
          deleteDisabled={crud.pending}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-white">{item.name}</h2>
            <StatusBadge active={item.isActive} />
          </div>
          <p className="mt-1 text-sm text-slate-300">
            <span className="break-all font-mono">{item.href}</span>
            <span className="text-slate-400"> · Order {item.orderIndex}</span>
          </p>
          {Array.isArray(item.submenu) && item.submenu.length > 0 && (
            <div className="mt-2 text-sm text-slate-400">
              <p>Submenu:</p>
              <ul className="ml-4 list-disc">
                {item.submenu.map((entry, index) => (
                  <li key={index}>
                    {entry.name} <span className="break-all font-mono text-slate-400">({entry.href})</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </CrudCard>
      ))}
    </CrudListShell>
  );
}
