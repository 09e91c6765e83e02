'use client';

import { toast } from '@/components/ui/toast';
import { CheckboxField, NumberField, TextField } from '@/features/admin/crud/fields';
import { CrudManager, type CrudScreenText } from '@/features/admin/crud/crud-manager';
import { CrudCardBody, StatusBadge } from '@/features/admin/crud/list-shell';
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

const TEXT: CrudScreenText = {
  title: 'Navigation Management',
  description:
    "The links of the site's header menu, on desktop and in the mobile menu. Active items show in order (lowest first); inactive items stay here but are hidden.",
  emptyText: 'No navigation items yet. Add one to build the header menu.',
};

const card = (item: AdminNavigationItem) => (
  <CrudCardBody
    title={item.name}
    badges={<StatusBadge active={item.isActive} />}
    meta={
      <>
        <span className="break-all font-mono">{item.href}</span>
        <span className="text-slate-400"> · Order {item.orderIndex}</span>
      </>
    }
  >
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
  </CrudCardBody>
);

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
  return (
    <CrudManager crud={crud} text={TEXT} rows={items} nameOf={(item) => item.name} toForm={toForm} card={card}>
      <TextField label="Name" {...crud.bind('name')} maxLength={100} placeholder="e.g. Services" />
      <TextField label="Link" {...crud.bind('href')} maxLength={2000} placeholder="/services or https://…" />
      <NumberField label="Order" {...crud.bind('orderIndex')} hint="A whole number; lower numbers come first. Blank means 0." />
      <div className="flex items-end pb-2">
        <CheckboxField label="Active" {...crud.bindChecked('isActive')} />
      </div>
      <SubmenuField {...crud.bind('submenu')} />
    </CrudManager>
  );
}
