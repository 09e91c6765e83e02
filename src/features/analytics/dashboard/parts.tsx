// The dashboard's small pieces: numbers as staff read them, a change against the previous
// period, and the ranked table every list of the dashboard is. Server components.
import Link from 'next/link';
import { cardClasses } from '@/components/site/sections';

const number = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return number.format(value);
}

export function formatPercent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 100)}%`;
}

/** Seconds as '1m 05s' or '42s'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes}m ${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

/** '+12%' against the previous period; none when there is nothing to compare with. */
export function Change({
  current,
  previous,
  lowerIsBetter = false,
  label,
}: {
  current: number | null;
  previous: number | null;
  lowerIsBetter?: boolean;
  label: string;
}) {
  if (current === null || previous === null || previous === 0) return <p className="mt-1 text-xs text-slate-400">Nothing in {label} to compare with</p>;
  const change = (current - previous) / previous;
  const rounded = Math.round(change * 100);
  const good = rounded === 0 ? null : lowerIsBetter ? rounded < 0 : rounded > 0;
  return (
    <p className="mt-1 text-xs text-slate-400">
      <span className={good === null ? 'text-slate-300' : good ? 'text-emerald-300' : 'text-rose-300'}>
        {rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}
        {Math.abs(rounded)}%
      </span>{' '}
      vs {label}
    </p>
  );
}

export type Column<T> = { header: string; cell: (row: T) => React.ReactNode; numeric?: boolean };

/** A ranked list as a table, with a bar behind the first column showing each row's share of the largest. */
export function RankedTable<T>({
  title,
  caption,
  rows,
  columns,
  measure,
  empty,
}: {
  title: string;
  caption: string;
  rows: T[];
  columns: Column<T>[];
  measure: (row: T) => number;
  empty: string;
}) {
  const max = Math.max(1, ...rows.map(measure));
  return (
    <section className={`${cardClasses} min-w-0`} aria-label={title}>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-left text-xs text-slate-400">
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`pb-2 font-medium ${column.numeric ? 'w-px pl-3 text-right whitespace-nowrap' : ''}`}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-t border-white/5">
                  {columns.map((column, columnIndex) =>
                    columnIndex === 0 ? (
                      <th key={column.header} scope="row" className="relative max-w-0 py-2 pr-2 text-left font-normal text-slate-200">
                        <span aria-hidden className="absolute inset-y-1 left-0 rounded bg-brand-400/15" style={{ width: `${(measure(row) / max) * 100}%` }} />
                        <span className="relative block truncate px-2">{column.cell(row)}</span>
                      </th>
                    ) : (
                      <td key={column.header} className="py-2 pl-3 text-right tabular-nums whitespace-nowrap text-slate-200">
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A number that opens the leads behind it; a plain zero when there are none. */
export function LeadsLink({ count, href, label }: { count: number; href: string; label: string }) {
  if (count === 0) return <span className="text-slate-500">0</span>;
  return (
    <Link href={href} className="font-medium text-brand-300 underline-offset-2 hover:underline focus-visible:underline" aria-label={label}>
      {formatCount(count)}
    </Link>
  );
}
