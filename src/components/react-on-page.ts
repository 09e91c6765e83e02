// Islands stand down where React runs (decision 100): on a page that keeps Next.js' runtime (one
// that needs it, a page's first render after a start, the editor's preview), React drives the
// same markup itself, and both answering one click would send a form twice.
export const reactRunsHere = () => document.querySelector('script[src^="/_next/static/"]') !== null;
