// Next.js' runtime in the browser (React DOM, its router, the page again as an RSC payload), taken
// off the pages the answer cache keeps (decision 100): what their visitors do is done by islands.
// A page keeps it when a part of it still needs React in the browser (the estimator, a form not
// yet an island): that part's markup carries NEEDS_RUNTIME.

/** The attribute of a part that needs React in the browser: a page that has one keeps Next.js' runtime. */
export const NEEDS_RUNTIME = 'data-needs-runtime';

const BUILD_FILE = /^\/_next\/static\//;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
}

/**
 * `html` without the runtime: the build's scripts (and their preloads), the RSC payload and the
 * bootstrap scripts. Everything else stays (the islands, the visit statistics, structured data,
 * the inline scripts of the page's own parts). Unchanged when a part needs the runtime.
 */
export function withoutFrameworkRuntime(html: string): string {
  if (html.includes(` ${NEEDS_RUNTIME}`)) return html;
  return html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (element, attributes: string, body: string) => {
      const src = attribute(`<x ${attributes}>`, 'src');
      if (src !== undefined) return BUILD_FILE.test(src) ? '' : element;
      // The RSC payload (self.__next_f) and the bundler's bootstrap (TURBOPACK, webpack's chunk list).
      return /self\.__next_f|TURBOPACK|__webpack_require__|self\.__next_s/.test(body) ? '' : element;
    })
    .replace(/<link\b[^>]*>/gi, (element) => {
      const rel = attribute(element, 'rel');
      const script = rel === 'modulepreload' || (rel === 'preload' && attribute(element, 'as') === 'script');
      return script && BUILD_FILE.test(attribute(element, 'href') ?? '') ? '' : element;
    });
}
