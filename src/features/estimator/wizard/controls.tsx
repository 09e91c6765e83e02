'use client';

// The wizard's form controls: native radios, checkboxes and range inputs, styled, so that
// keyboard use, labels and screen-reader announcements come from the browser.
import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/site/empty-state';

const cardBase =
  'relative flex h-full cursor-pointer flex-col rounded-2xl border p-5 text-left transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400';
const cardIdle = 'border-white/10 bg-white/[0.03] hover:border-white/25 hover:bg-white/[0.06]';
const cardChosen = 'border-brand-400 bg-brand-500/15';

/** A card that is one option of a radio group: the whole card is the label of a native radio. */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
  badge,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: (value: string) => void;
  title: string;
  description?: string;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <label className={`${cardBase} ${checked ? cardChosen : cardIdle}`}>
      <span className="flex items-start justify-between gap-3">
        <span id={`${id}-title`} className="font-semibold text-white">
          {title}
        </span>
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={() => onSelect(value)}
          aria-labelledby={`${id}-title`}
          aria-describedby={description ? `${id}-description` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand-500 focus-visible:outline-none"
        />
      </span>
      {description && (
        <span id={`${id}-description`} className="mt-2 text-sm text-slate-300">
          {description}
        </span>
      )}
      {children}
      {badge && <span className="mt-auto pt-4">{badge}</span>}
    </label>
  );
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'brand' }) {
  const colors = tone === 'brand' ? 'border-brand-400/40 bg-brand-600 text-white' : 'border-white/15 bg-white/5 text-slate-200';
  return <span className={`inline-flex rounded-full border px-3 py-1 text-xs font-medium ${colors}`}>{children}</span>;
}

/** A group of radio cards with a (visually hidden, or visible) legend. */
export function RadioGroup({
  legend,
  hideLegend,
  className = '',
  children,
}: {
  legend: string;
  hideLegend?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'text-lg font-semibold text-white'}>{legend}</legend>
      <div className={`${hideLegend ? '' : 'mt-4'} grid gap-4 ${className}`}>{children}</div>
    </fieldset>
  );
}

/** A radio group of one card per option: the wizard's single choices (project type, design level, timeline, support). */
export function RadioCards<O extends { value: string; name: string; description?: string }>({
  legend,
  hideLegend,
  className,
  name,
  options,
  selected,
  onSelect,
  describe = (option) => option.description,
  badge,
}: {
  legend: string;
  hideLegend?: boolean;
  className: string;
  name: string;
  options: readonly O[];
  selected: string | null;
  onSelect: (value: O['value']) => void;
  /** The card's text, when it is not the option's own description. */
  describe?: (option: O) => string | undefined;
  badge?: (option: O) => ReactNode;
}) {
  return (
    <RadioGroup legend={legend} hideLegend={hideLegend} className={className}>
      {options.map((option) => (
        <RadioCard
          key={option.value}
          name={name}
          value={option.value}
          checked={selected === option.value}
          onSelect={() => onSelect(option.value)}
          title={option.name}
          description={describe(option)}
          badge={badge?.(option)}
        />
      ))}
    </RadioGroup>
  );
}

/** What a step shows when the estimator has nothing to offer in it: the text and a way to ask for a quote instead. */
export function QuoteInstead({ text }: { text: string }) {
  return (
    <EmptyState text={text}>
      <Link href="/contact" className="font-semibold text-brand-300 underline hover:text-white">
        Contact us for a quote
      </Link>
    </EmptyState>
  );
}

/** A range input with its label, its current band shown and announced (aria-valuetext). */
export function Slider({
  label,
  value,
  min = 0,
  max = 1,
  step,
  valueText,
  description,
  onChange,
  compact,
}: {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step: number;
  valueText: string;
  description?: string;
  onChange: (value: number) => void;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <label htmlFor={id} className={compact ? 'text-sm text-slate-300' : 'font-semibold text-white'}>
          {label}
        </label>
        <span className={`text-sm font-medium ${compact ? 'text-slate-200' : 'text-brand-300'}`}>{valueText}</span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={valueText}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-2 h-6 w-full cursor-pointer accent-brand-500"
      />
      {description && (
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-400">
          {description}
        </p>
      )}
    </div>
  );
}

/** An on/off switch: a native checkbox with the switch role, labelled by the text next to it. */
export function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border border-white/20 bg-slate-700 transition-colors checked:border-brand-400 checked:bg-brand-600"
      />
      <span
        aria-hidden
        className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
      />
    </span>
  );
}
