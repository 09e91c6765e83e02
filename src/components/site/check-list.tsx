import { Check } from '@/components/icons';

/** A list of short points, each with a green check (drawn from the icon sprite: server components only). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-slate-300">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
