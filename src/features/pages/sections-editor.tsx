'use client';

import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { PAGE_LIMITS, PAGE_SECTION_TYPES } from './admin-schema';
import type { PageSectionType } from './content';

/** A section as the form edits it: the key stays with the section when it moves. */
export type EditedSection = { key: string; type: PageSectionType; content: string };

const TYPE_LABELS: Record<PageSectionType, string> = { heading: 'Heading', paragraph: 'Paragraph', content: 'Content (one paragraph per line)' };

const fieldClasses =
  'block min-h-10 w-full rounded-lg border border-white/15 bg-slate-950 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400';

let nextKey = 0;
export const newSectionKey = () => `section-${++nextKey}`;

/**
 * The page's content: an ordered list of sections, each with its type and text, that can be
 * added, edited, moved up or down and removed. Buttons name their section by position
 * ('Move section 2 up'); after a move the focus follows the section.
 */
export function SectionsEditor({ sections, onChange }: { sections: EditedSection[]; onChange: (sections: EditedSection[]) => void }) {
  const addParagraphId = useId();
  // Where the keyboard focus goes once the list has re-rendered (after a move, an add or a removal).
  const focusId = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(focusId.current)?.focus();
    focusId.current = null;
  }, [sections]);

  const update = (index: number, change: Partial<EditedSection>) => onChange(sections.map((section, i) => (i === index ? { ...section, ...change } : section)));
  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= sections.length) return;
    const next = [...sections];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    // At the top or the bottom the button just used is disabled: the other one takes the focus.
    const atEdge = direction === 'up' ? target === 0 : target === sections.length - 1;
    focusId.current = `${sections[index]!.key}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`;
  };
  const remove = (index: number) => {
    const neighbour = sections[index + 1] ?? sections[index - 1];
    onChange(sections.filter((_, i) => i !== index));
    focusId.current = neighbour ? `${neighbour.key}-remove` : addParagraphId;
  };
  const add = (type: PageSectionType) => {
    const key = newSectionKey();
    onChange([...sections, { key, type, content: '' }]);
    focusId.current = `${key}-text`;
  };

  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-200">Content</legend>
      <p className="mt-1 text-xs text-slate-400">Shown in this order. Blank sections are dropped on save; text is shown as typed (no HTML).</p>
      {sections.length === 0 && <p className="mt-3 rounded-lg border border-dashed border-white/15 p-4 text-sm text-slate-400">No sections yet. Add a heading or a paragraph.</p>}
      <ol className="mt-3 space-y-3">
        {sections.map((section, index) => {
          const position = index + 1;
          const textId = `${section.key}-text`;
          const typeId = `${section.key}-type`;
          return (
            <li key={section.key} className="rounded-xl border border-white/10 bg-slate-950/40 p-3">
              <div className="flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor={typeId} className="block text-xs font-medium text-slate-300">
                    Section {position} type
                  </label>
                  <select id={typeId} value={section.type} onChange={(event) => update(index, { type: event.target.value as PageSectionType })} className={`${fieldClasses} mt-1 w-auto`}>
                    {PAGE_SECTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="ml-auto flex gap-1">
                  <Button type="button" variant="ghost" size="sm" id={`${section.key}-up`} aria-label={`Move section ${position} up`} disabled={index === 0} onClick={() => move(index, 'up')}>
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" id={`${section.key}-down`} aria-label={`Move section ${position} down`} disabled={index === sections.length - 1} onClick={() => move(index, 'down')}>
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button type="button" variant="ghost" size="sm" id={`${section.key}-remove`} aria-label={`Remove section ${position}`} onClick={() => remove(index)}>
                    <X aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
              <label htmlFor={textId} className="sr-only">
                Section {position} text
              </label>
              {section.type === 'heading' ? (
                <input id={textId} type="text" value={section.content} maxLength={PAGE_LIMITS.sectionText} onChange={(event) => update(index, { content: event.target.value })} className={`${fieldClasses} mt-2 font-semibold`} />
              ) : (
                <textarea id={textId} value={section.content} rows={section.type === 'content' ? 5 : 3} maxLength={PAGE_LIMITS.sectionText} onChange={(event) => update(index, { content: event.target.value })} className={`${fieldClasses} mt-2`} />
              )}
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => add('heading')}>
          <Plus aria-hidden className="size-4" />
          Add Heading
        </Button>
        <Button type="button" variant="outline" size="sm" id={addParagraphId} onClick={() => add('paragraph')}>
          <Plus aria-hidden className="size-4" />
          Add Paragraph
        </Button>
      </div>
    </fieldset>
  );
}
