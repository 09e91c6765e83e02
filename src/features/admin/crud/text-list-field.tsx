'use client';

import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';

/**
 * A dynamic list of texts (requirements, benefits): one input per row with its remove button
 * ('Remove requirement 2'), and 'Add Requirement' appending an empty row. Blank rows are dropped
 * on save (by the server schema).
 */
export function TextListField({
  label,
  item,
  value: values,
  onChange,
  maxLength = 500,
  error,
}: {
  label: string;
  item: string;
  value: string[];
  onChange: (values: string[]) => void;
  maxLength?: number;
  error?: string;
}) {
  const headingId = useId();
  const errorId = useId();
  const lower = item.toLowerCase();
  return (
    <fieldset className="sm:col-span-2" aria-labelledby={headingId} aria-describedby={error ? errorId : undefined}>
      <legend id={headingId} className="text-sm font-medium text-slate-200">
        {label}
      </legend>
      <ul className="mt-2 space-y-2">
        {values.map((value, index) => (
          <li key={index} className="flex items-center gap-2">
            <Input
              inline
              type="text"
              value={value}
              maxLength={maxLength}
              aria-label={`${item} ${index + 1}`}
              onChange={(event) => onChange(values.map((row, i) => (i === index ? event.target.value : row)))}
              className="block w-full"
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove ${lower} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => onChange([...values, ''])}>
        <Plus aria-hidden className="size-4" />
        Add {item}
      </Button>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-rose-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
