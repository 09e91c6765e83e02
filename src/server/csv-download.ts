/** A CSV file for staff to download: never kept by a cache, never sniffed into something else by the browser. */
export function csvDownload(body: ReadableStream<Uint8Array> | string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** `leads-2026-11-28.csv`: what was exported, and on which day. */
export const datedCsvName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
