// Reading an SVG's shape without a regular expression over its bytes: one pass forward, each byte
// looked at a bounded number of times, whatever the file holds (the regular expression this
// replaces took seconds on 300 bytes of empty comments). libxml2 and librsvg, which read the SVG
// for its size afterwards, cost about 1.4 KB and 7 µs an element: a flat file of a million
// elements (7 MB) took 7 s and 1.4 GB, so the count is bounded here first.
// docs/decisions/095-bounded-upload-checks.md.

/** More elements than any logo, icon or illustration a site shows; a bound on what the SVG reader may cost. */
export const MAX_SVG_ELEMENTS = 20_000;
/** Deeper than any drawing nests its groups; libxml2 refuses past 256 anyway, with a less helpful message. */
export const MAX_SVG_DEPTH = 128;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c || byte === 0x0b;

/** Whether `text` (ASCII, lower case when ignoreCase) is at `at`, compared byte by byte without copying. */
const startsWith = (bytes: Buffer, at: number, text: string, ignoreCase = false) => {
  if (at + text.length > bytes.length) return false;
  for (let i = 0; i < text.length; i++) {
    let byte = bytes[at + i]!;
    if (ignoreCase && byte >= 0x41 && byte <= 0x5a) byte += 0x20;
    if (byte !== text.charCodeAt(i)) return false;
  }
  return true;
};

/**
 * Whether these first bytes are an SVG: its first element is <svg>, after an optional byte order
 * mark, XML declaration, comments and one SVG doctype. A doctype with an internal subset ([...],
 * where entities that expand without end are declared) is not accepted.
 */
export function isSvg(head: Buffer): boolean {
  if (head.includes(0)) return false;
  let at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  const skipSpace = () => {
    while (isSpace(head[at])) at++;
  };
  skipSpace();
  if (startsWith(head, at, '<?xml', true)) {
    const end = head.indexOf('?>', at);
    if (end < 0) return false;
    at = end + 2;
    skipSpace();
  }
  let doctype = false;
  for (;;) {
    if (startsWith(head, at, '<!--')) {
      const end = head.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = end + 3;
    } else if (!doctype && startsWith(head, at, '<!doctype', true)) {
      const end = head.indexOf('>', at);
      if (end < 0) return false;
      const declaration = head.subarray(at + 9, end);
      if (!isSpace(declaration[0]) || declaration.includes('[')) return false;
      let name = 0;
      while (isSpace(declaration[name])) name++;
      if (!startsWith(declaration, name, 'svg', true)) return false;
      doctype = true;
      at = end + 1;
    } else {
      break;
    }
    skipSpace();
  }
  return startsWith(head, at, '<svg', true) && (head[at + 4] === GT || isSpace(head[at + 4]));
}

/** Where the first `terminator` after `from` ends; -1 if there is none. */
function skipTo(bytes: Buffer, terminator: string, from: number) {
  const end = bytes.indexOf(terminator, from);
  return end < 0 ? -1 : end + terminator.length;
}

export type SvgProblem = 'too-many-elements' | 'too-deep';

/** What makes an SVG too costly to read: more elements than MAX_SVG_ELEMENTS, or nested deeper than MAX_SVG_DEPTH. */
export function svgProblem(bytes: Buffer): SvgProblem | null {
  let elements = 0;
  let depth = 0;
  let at = 0;
  for (;;) {
    const open = bytes.indexOf(LT, at);
    if (open < 0) return null;
    // Comments, CDATA sections, processing instructions and declarations are no elements; a
    // file cut off inside one is left for the SVG reader to refuse.
    let next: number;
    if (startsWith(bytes, open, '<!--')) next = skipTo(bytes, '-->', open + 4);
    else if (startsWith(bytes, open, '<![CDATA[')) next = skipTo(bytes, ']]>', open + 9);
    else if (bytes[open + 1] === 0x3f /* ? */) next = skipTo(bytes, '?>', open + 2);
    else if (bytes[open + 1] === 0x21 /* ! */) next = skipTo(bytes, '>', open + 2);
    else if (bytes[open + 1] === SLASH) {
      depth--;
      next = skipTo(bytes, '>', open + 2);
    } else {
      // A start tag ends at the first '>' outside a quoted attribute value.
      let end = open + 1;
      let quote = 0;
      for (; end < bytes.length; end++) {
        const byte = bytes[end]!;
        if (quote) {
          if (byte === quote) quote = 0;
        } else if (byte === 0x22 || byte === 0x27) {
          quote = byte;
        } else if (byte === GT) {
          break;
        }
      }
      if (end >= bytes.length) return null;
      if (++elements > MAX_SVG_ELEMENTS) return 'too-many-elements';
      if (bytes[end - 1] !== SLASH && ++depth > MAX_SVG_DEPTH) return 'too-deep';
      next = end + 1;
    }
    if (next < 0) return null;
    at = next;
  }
}
