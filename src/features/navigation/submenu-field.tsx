'use client';

import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import type { SubmenuItem } from '@/server/db/schema';

/** Each row's inputs: the entry's name and its link. */
const COLUMNS = [
  { key: 'name', label: 'name', maxLength: 100, placeholder: 'Name' },
  { key: 'href', label: 'link', maxLength: 2000, placeholder: '/services/web-development' },
] as const;

/**
 * The submenu as a dynamic list: each row a name and a link ('Submenu item 2 name', 'Submenu item 2
 * link') with its remove button; 'Add Submenu Item' appends an empty row. Blank rows are dropped on save.
 */
export function SubmenuField({ value: values, onChange }: { value: SubmenuItem[]; onChange: (values: SubmenuItem[]) => void }) {
  const legendId = useId();
  const hintId = useId();
  const update = (index: number, change: Partial<SubmenuItem>) => onChange(values.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="sm:col-span-2" aria-labelledby={legendId} aria-describedby={hintId}>
      <legend id={legendId} className="text-sm font-medium text-slate-200">
        Submenu
      </legend>
      <p id={hintId} className="mt-1 text-xs text-slate-400">
        Links shown under this item (on desktop when it is hovered or its arrow is clicked, in the mobile menu below it).
      </p>
      <ul className="mt-2 space-y-2">
        {values.map((row, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            {COLUMNS.map((column) => (
              <Input
                key={column.key}
                inline
                type="text"
                value={row[column.key]}
                maxLength={column.maxLength}
                placeholder={column.placeholder}
                aria-label={`Submenu item ${index + 1} ${column.label}`}
                onChange={(event) => update(index, { [column.key]: event.target.value })}
                className="block w-full"
              />
            ))}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove submenu item ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => onChange([...values, { name: '', href: '' }])}>
        <Plus aria-hidden className="size-4" />
        Add Submenu Item
      </Button>
    </fieldset>
  );
}
