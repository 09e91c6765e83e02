'use client';

// The palette of blocks: every type of the library, grouped as the registry says, each a button
// that adds that block where the palette was opened (at the end, or after a given block).
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BLOCKS, BLOCK_TYPES, type BlockType } from '@/features/blocks/registry';

const GROUPS = ['Sections', 'Text and media', 'From the database'] as const;

export function BlockPalette({
  label,
  onAdd,
  disabled,
  size = 'md',
}: {
  label: string;
  onAdd: (type: BlockType) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector('button')?.focus();
  }, [open]);

  return (
    <div>
      <Button
        ref={toggleRef}
        type="button"
        variant={size === 'sm' ? 'ghost' : 'outline'}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <Plus aria-hidden className="size-4" />
        {label}
      </Button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-label={label}
          className="mt-2 rounded-xl border border-brand-400/30 bg-slate-900 p-4"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setOpen(false);
              toggleRef.current?.focus();
            }
          }}
        >
          {GROUPS.map((group) => (
            <div key={group} className="mb-4 last:mb-0">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">{group}</h3>
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {BLOCK_TYPES.filter((type) => BLOCKS[type].group === group).map((type) => (
                  <li key={type}>
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        onAdd(type);
                      }}
                      className="h-full w-full rounded-lg border border-white/10 p-3 text-left hover:border-brand-400 hover:bg-white/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
                    >
                      <span className="block text-sm font-semibold text-white">{BLOCKS[type].label}</span>
                      <span className="mt-0.5 block text-xs text-slate-400">{BLOCKS[type].description}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
          >
            Close
          </Button>
        </div>
      )}
    </div>
  );
}
