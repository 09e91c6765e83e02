import { Search } from 'lucide-react';

/** The header's search: a plain GET form, so it works before any JavaScript has loaded. */
export function SearchBox() {
  return (
    <form action="/admin/search" method="get" role="search" className="relative w-full max-w-md">
      <label htmlFor="admin-search" className="sr-only">
        Search
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id="admin-search"
        name="q"
        type="search"
        maxLength={100}
        placeholder="Search pages, jobs, leads…"
        className="h-10 w-full rounded-lg border border-white/10 bg-white/5 pl-9 pr-3 text-sm text-white placeholder:text-slate-400 focus:border-brand-400"
      />
    </form>
  );
}
