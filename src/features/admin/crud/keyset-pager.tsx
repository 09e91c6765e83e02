import { Download } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { COUNT_CAP, parseCursor, type KeysetRequest } from './keyset';

/** A list's address with its query, if any: '/admin/leads' or '/admin/leads?status=new'. */
export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** A list's CSV download, with the list's filters. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
      <Download aria-hidden className="size-4" />
      Export CSV
    </a>
  );
}

/**
 * The count and the Newest / Newer / Older / Oldest links of a keyset-paged list (no page
 * numbers: a page is 'older than this row'). `href` builds a link that keeps the filters.
 */
export function KeysetPager({
  count,
  noun,
  newer,
  older,
  idKind,
  href,
}: {
  count: number;
  noun: { one: string; many: string };
  newer?: string;
  older?: string;
  idKind: 'uuid' | 'serial';
  href: (page: KeysetRequest) => string;
}) {
  const link = buttonClasses({ variant: 'outline', size: 'sm' });
  const newerCursor = parseCursor(newer, idKind);
  const olderCursor = parseCursor(older, idKind);
  return (
    <>
      <span className="w-full sm:w-auto" title={count > COUNT_CAP ? `Counted up to ${COUNT_CAP.toLocaleString('en-US')} to keep the list fast` : undefined}>
        {count > COUNT_CAP
          ? `More than ${COUNT_CAP.toLocaleString('en-US')} ${noun.many}`
          : `${count.toLocaleString('en-US')} ${count === 1 ? noun.one : noun.many}`}
        {' · newest first'}
      </span>
      {newerCursor && (
        <>
          <Link className={link} href={href({})}>
            Newest
          </Link>
          <Link className={link} href={href({ before: newerCursor })} rel="prev">
            Newer
          </Link>
        </>
      )}
      {olderCursor && (
        <>
          <Link className={link} href={href({ after: olderCursor })} rel="next">
            Older
          </Link>
          <Link className={link} href={href({ oldest: true })}>
            Oldest
          </Link>
        </>
      )}
    </>
  );
}
