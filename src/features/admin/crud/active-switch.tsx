'use client';

import { useId, type ReactNode } from 'react';

/**
 * An on/off switch (role switch) with a visible label, 'Active' unless told; a screen passes its
 * own label when a hidden part must name the record for screen readers ('Active for CRM').
 */
export function ActiveSwitch({
  checked,
  disabled,
  onChange,
  label = 'Active',
}: {
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
  label?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={onChange}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-white/20 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-60 ${checked ? 'bg-emerald-600' : 'bg-slate-700'}`}
      >
        <span aria-hidden className={`inline-block size-4 rounded-full bg-white transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
    </div>
  );
}
