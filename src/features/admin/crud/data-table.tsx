// The admin's read-only tables (leads, subscribers, audit log, users, API keys, SEO, webhook
// deliveries): one place for the scroller, the column headings and the rows, so that every screen
// only says what its columns are and what a cell shows. No 'use client': server screens and
// client screens both render it.
import type { ReactNode } from 'react';
import { TableScroller } from '@/components/ui/table-scroller';

export type DataColumn<Row> = {
  /** The column's heading: its text, or a visually hidden name (`<span className="sr-only">Actions</span>`). */
  header: ReactNode;
  /** What the cell of a row shows. */
  cell: (row: Row) => ReactNode;
  /** The cell's classes (padding, wrapping, colour), or a row's own (a status's colour). */
  className?: string | ((row: Row) => string);
  /** The cell's tooltip (the full text of a cut-off value, an error's detail). */
  title?: (row: Row) => string | undefined;
  /** The cell names its row for screen readers (`<th scope="row">`): the record's name. */
  rowHeader?: boolean;
};

/**
 * How a table looks. `band`: small upper-case headings on a faint band (logs, users, keys).
 * `inbox`: wide lists read row by row (leads, subscribers), phones get cards instead.
 * `plain`: headings above a rule, no band (SEO). `ruled`: a lighter band and a rule above every
 * row, the first too (media files).
 */
const LOOKS = {
  band: {
    table: 'min-w-full divide-y divide-white/10 text-left text-sm',
    head: 'bg-white/[0.03] text-xs uppercase tracking-wide text-slate-300',
    heading: 'px-3 py-3 font-semibold',
    body: 'divide-y divide-white/5',
  },
  inbox: {
    table: 'w-full min-w-[48rem] text-left text-sm',
    head: 'bg-white/[0.04] text-slate-300',
    heading: 'px-4 py-3 font-semibold',
    body: 'divide-y divide-white/5',
  },
  plain: {
    table: 'w-full text-sm',
    head: 'border-b border-white/10 text-left text-xs uppercase tracking-wide text-slate-400',
    heading: 'px-3 py-2.5 font-semibold',
    body: 'divide-y divide-white/5',
  },
  ruled: { table: 'w-full text-left text-sm text-slate-300', head: 'bg-white/5 text-slate-200', heading: 'p-3', body: undefined },
} as const;

type Cards<Row> = {
  /** The contents of a row's card. */
  render: (row: Row) => ReactNode;
  /** The card's own classes besides its border and padding (a card of an unread row stands out, for example). */
  className: string | ((row: Row) => string);
};

export type DataTableProps<Row> = {
  /** The scrolling region's name (TableScroller). */
  label: string;
  /** A caption for screen readers; with `cards`, the name of the phones' list too. */
  caption?: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: string | ((row: Row) => string);
  look?: keyof typeof LOOKS;
  /** A heading's classes instead of the look's (its padding and weight; the cells set their own). */
  headingClassName?: string;
  /** The scrolling region's extra classes (a margin). */
  className?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Below the `lg` breakpoint: one card per row instead of the table, every field readable without scrolling sideways. */
  cards?: Cards<Row>;
};

const classOf = <Row,>(value: string | ((row: Row) => string) | undefined, row: Row) => (typeof value === 'function' ? value(row) : value);

export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowClassName,
  look = 'band',
  headingClassName,
  className = '',
  empty,
  cards,
}: DataTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;
  const { table, head, heading, body } = LOOKS[look];
  const scroller = (
    <TableScroller label={label} className={cards ? `max-lg:hidden ${className}`.trim() : className}>
      <table className={table}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={head}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={headingClassName ?? heading}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classOf(rowClassName, row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={classOf(column.className, row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={classOf(column.className, row)} title={column.title?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
  if (!cards) return scroller;
  return (
    <>
      <ul aria-label={caption ?? label} className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className={`rounded-2xl border border-white/10 p-4 text-sm ${classOf(cards.className, row)}`}>
            {cards.render(row)}
          </li>
        ))}
      </ul>
      {scroller}
    </>
  );
}
