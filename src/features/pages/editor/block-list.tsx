'use client';

// The page's blocks as cards: each collapsible, titled by its type and heading, with its
// generated fields; moved by drag or by Move up / Move down, duplicated, removed (with Undo in the
// toast), and a palette to add a block after it.
import { ChevronDown, GripVertical } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import type { z } from 'zod';
import { CardButtons } from '@/components/ui/icon-button';
import { BLOCKS, type BlockType } from '@/features/blocks/registry';
import { ObjectFields, type FieldsContext } from './block-fields';
import { BlockPalette } from './block-palette';
import { blockTitle, fieldDomId, type EditorBlock } from './editor-model';

export type BlockListActions = {
  change: (index: number, block: EditorBlock) => void;
  move: (from: number, to: number) => void;
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  add: (type: BlockType, at: number) => void;
};

export const blockDomId = (block: { id: string }) => `block-${block.id}`;

export function BlockList({
  blocks,
  collapsed,
  setCollapsed,
  actions,
  context,
}: {
  blocks: EditorBlock[];
  collapsed: ReadonlySet<string>;
  setCollapsed: (id: string, closed: boolean) => void;
  actions: BlockListActions;
  context: FieldsContext;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) actions.move(dragged, index);
    setDragged(null);
    setOver(null);
  };

  if (blocks.length === 0) {
    return <p className="rounded-xl border border-dashed border-white/15 p-6 text-center text-sm text-slate-400">No blocks yet. Add the first one below.</p>;
  }
  return (
    <ol className="space-y-4" aria-label="Blocks">
      {blocks.map((block, index) => {
        const position = index + 1;
        const name = `block ${position} (${BLOCKS[block.type].label})`;
        const closed = collapsed.has(block.id);
        const bodyId = `${blockDomId(block)}-fields`;
        const headingId = `${blockDomId(block)}-heading`;
        const hasError = Object.keys(context.errors).some((key) => key.startsWith(`${block.id}.`) || key === block.id);
        return (
          <li
            key={block.id}
            id={blockDomId(block)}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDrop={(event) => drop(event, index)}
            className={`scroll-mt-24 rounded-2xl border bg-white/[0.03] ${hasError ? 'border-rose-400/60' : over === index && dragged !== null && dragged !== index ? 'border-brand-400' : 'border-white/10'}`}
          >
            <section aria-labelledby={headingId}>
              <div className="flex flex-wrap items-center gap-2 p-3">
                <span
                  draggable
                  onDragStart={(event) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', block.id);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  title="Drag to move (or use Move up / Move down)"
                  className="cursor-grab rounded p-1 text-slate-400 hover:text-white"
                >
                  <GripVertical aria-hidden className="size-5" />
                </span>
                <h3 id={headingId} className="min-w-0 flex-1 text-base font-semibold text-white">
                  <button
                    type="button"
                    aria-expanded={!closed}
                    aria-controls={bodyId}
                    onClick={() => setCollapsed(block.id, !closed)}
                    className="flex w-full min-w-0 items-center gap-2 rounded-lg py-1.5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
                  >
                    <ChevronDown aria-hidden className={`size-4 shrink-0 transition-transform ${closed ? '-rotate-90' : ''}`} />
                    <span className="text-slate-400">{position}.</span>
                    <span className="min-w-0 break-words">{blockTitle(block)}</span>
                    {hasError && <span className="shrink-0 rounded-full bg-rose-500/20 px-2 py-0.5 text-xs font-semibold text-rose-200">Needs attention</span>}
                  </button>
                </h3>
                <div className="flex shrink-0 flex-wrap gap-1">
                  <CardButtons name={name} index={index} count={blocks.length} idBase={blockDomId(block)} actions={actions} />
                </div>
              </div>
              <div id={bodyId} hidden={closed} className="border-t border-white/10 p-3 sm:p-4">
                <p className="mb-4 text-xs text-slate-400">{BLOCKS[block.type].description}</p>
                {context.errors[block.id] && (
                  <p id={fieldDomId(block.id)} tabIndex={-1} aria-invalid className="mb-4 text-sm font-medium text-rose-300">
                    {context.errors[block.id]}
                  </p>
                )}
                <ObjectFields
                  shape={BLOCKS[block.type].schema.shape as unknown as Record<string, z.ZodType>}
                  value={block}
                  errorKey={block.id}
                  context={context}
                  onChange={(next) => actions.change(index, { ...(next as EditorBlock), id: block.id, type: block.type })}
                />
                <div className="mt-4 border-t border-white/10 pt-3">
                  <BlockPalette label={`Add a block after block ${position}`} size="sm" onAdd={(type) => actions.add(type, index + 1)} />
                </div>
              </div>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
