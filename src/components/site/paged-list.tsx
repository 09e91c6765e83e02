// A paged public list (/careers, /partners, /case-studies): read at request time, a page at a
// time, with its pager of plain links.
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { logger } from '@/server/logger';
import { Pager } from './pager';

type ListPage = { page: number; pageCount: number };

/**
 * Page `requested` of a list as `read` gives it (the last page past the end). Request time only:
 * never open the database while `next build` prerenders. A failed read is logged and gives `empty`.
 */
export async function loadListPage<Page extends ListPage, Empty extends ListPage>(
  what: string,
  read: () => Promise<Page>,
  empty: Empty,
): Promise<Page | Empty> {
  await connection();
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, `Error loading ${what}`);
    return empty;
  }
}

/** The page's items as a named list, then the pager (named after the list) for the others. */
export function PagedList<Item extends { id: string }>({
  items,
  label,
  className,
  pager,
  children,
}: {
  items: Item[];
  label: string;
  className: string;
  pager: ListPage & { path: string; anchor?: string };
  children: (item: Item) => ReactNode;
}) {
  return (
    <>
      <ul aria-label={label} className={className}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
      <Pager {...pager} label={`${label}: pages`} />
    </>
  );
}
