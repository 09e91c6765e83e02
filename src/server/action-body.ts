// The body of a server action post, read whole (Next.js takes at most 1 MB anyway) and checked in
// our HTTP server before Next.js decodes it. Next.js and React's decoder throw on what only a
// forged request holds (a multipart body that does not parse, action fields or argument rows that
// are not JSON, references to parts the body does not hold...), which Next.js answers with a 500
// and an error in the log. Each is a 400 here. docs/decisions/030-request-guard.md.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseContentType, type GuardAnswer } from './request-guard';

/** Control characters a form field may not hold; tab, line feed and carriage return are text. */
export const FIELD_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Deeper than any argument our forms and admin screens send (the page builder's blocks are about 8). */
const MAX_DEPTH = 64;
/** React refuses a body whose references copy arrays beyond a million slots; we stop at a million bytes referenced. */
const MAX_REFERENCED_BYTES = 1_000_000;

const bad = (reason: string, message = 'The form data could not be read.'): GuardAnswer => ({ status: 400, reason, message });

/** Next.js' server action ids: two hex digits of type, forty of hash. */
const ACTION_ID = /^[0-9a-f]{42}$/;

/**
 * The ids of the build's server actions (Next.js writes them into the server reference manifest),
 * or null when there is no such file to read (then Next.js alone tells an unknown action).
 */
export function loadActionIds(dir: string): Set<string> | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.next/server/server-reference-manifest.json'), 'utf8')) as { node?: object; edge?: object };
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    return null;
  }
}

/**
 * An action id this build does not have: a malformed one is a forged request (400); a well-formed
 * one is most likely a page loaded before a new version went live (404, with the header by which
 * Next.js' client router knows it and reloads the page).
 */
function unknownAction(id: string, known: Set<string> | null): GuardAnswer | null {
  if (!ACTION_ID.test(id)) return bad('malformed action id', 'This form was not sent by one of our pages.');
  if (!known || known.has(id)) return null;
  return {
    status: 404,
    reason: 'unknown action',
    message: 'This form has changed since the page was loaded. Please reload the page and send it again.',
    headers: { 'x-nextjs-action-not-found': '1' },
  };
}

/**
 * The whole body, or null once it exceeds `limit` bytes (the rest is left unread). Rejects if the
 * client goes away, or stops sending for `idleMs` (its connection is then closed): a small body
 * read outside the render slots (the visit statistics' beacons) must not hold a socket for ever.
 */
export function readBody(req: http.IncomingMessage, limit: number, idleMs = 10_000): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let idle: NodeJS.Timeout | undefined;
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        stop();
        req.socket.destroy();
        reject(new Error('the client stopped sending the body'));
      }, idleMs);
      idle.unref();
    };
    const stop = () => {
      clearTimeout(idle);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return armIdle();
      }
      // The rest is not kept: Node reads and drops it once the 413 has been sent.
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error('the client closed the connection before the body arrived'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
    armIdle();
  });
}

/**
 * A copy of `req` whose body is `body`, for Next.js to read as if it came from the socket: the
 * original's body has been read by the check.
 */
export function requestWithBody(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

type Rows = Map<number, { text: string; value: unknown }>;

const HEX = /^[0-9a-f]+$/;

/**
 * React's tags (the character after '$') that stand for a value in place, needing no other part of
 * the body: undefined ('$undefined'), Infinity, NaN, -0 or -Infinity, a date, a form ('$K1': its
 * fields, if any, are elsewhere in the body), and 'H' (read as undefined).
 */
const INLINE_TAGS = new Set(['u', 'I', 'N', '-', 'D', 'K', 'H']);

/**
 * Checks every value of the argument rows the way React's reply decoder will read it: strings that
 * start with '$' are references or special values. Only those our pages send pass (plain values,
 * dates, big integers, forms, files, promises, maps, sets, outlined objects, temporary references
 * from scripts); each reference must lead to a part the body holds. Returns the reason to refuse.
 */
function checkRows(rows: Rows, options: { files: (id: number) => boolean; temporaryReferences: boolean }): string | null {
  const referenced = new Map<number, number>();
  const rowOf = (hex: string) => (HEX.test(hex) ? parseInt(hex, 16) : Number.NaN);
  const stack: { value: unknown; depth: number }[] = [...rows.values()].map(({ value }) => ({ value, depth: 0 }));
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) return 'arguments nested too deeply';
    if (typeof value === 'string') {
      if (FIELD_CONTROL_CHARACTER.test(value)) return 'control character in an argument';
      if (value[0] !== '$' || value[1] === '$') continue;
      const tag = value[1] ?? '';
      const rest = value.slice(2);
      if (INLINE_TAGS.has(tag)) continue;
      if (tag === 'T') {
        if (options.temporaryReferences) continue;
        return 'temporary reference in a form post';
      }
      if (tag === 'n') {
        if (/^-?\d{1,300}$/.test(rest)) continue;
        return 'malformed big integer';
      }
      if (tag === 'B') {
        if (options.files(rowOf(rest))) continue;
        return 'reference to a missing file';
      }
      // '$@1' (promise), '$Q1' (map), '$W1' (set), '$i1' (iterator), '$1' or '$1:key:key' (an object
      // elsewhere in the body): the part must be there, and of the shape the tag needs.
      const reference = '@QWi'.includes(tag) && tag !== '' ? rest : value.slice(1);
      const [id = '', ...path] = reference.split(':');
      const row = rows.get(rowOf(id));
      if (!row || !HEX.test(id)) return 'reference to a missing part';
      if ((tag === 'Q' || tag === 'W' || tag === 'i') && !Array.isArray(row.value)) return 'map or set that is not a list';
      if (tag === 'Q' && !(row.value as unknown[]).every((entry) => Array.isArray(entry) && entry.length === 2)) return 'map entries that are not pairs';
      let target: unknown = row.value;
      for (const key of path) {
        if (typeof target !== 'object' || target === null || !Object.hasOwn(target, key)) return 'reference to a missing property';
        target = (target as Record<string, unknown>)[key];
      }
      const id_ = rowOf(id);
      referenced.set(id_, (referenced.get(id_) ?? 0) + 1);
      continue;
    }
    if (typeof value === 'object' && value !== null) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push({ value: item, depth: depth + 1 });
      for (const key of Array.isArray(value) ? [] : Object.keys(value)) if (FIELD_CONTROL_CHARACTER.test(key)) return 'control character in an argument';
    }
  }
  let referencedBytes = 0;
  for (const [id, times] of referenced) referencedBytes += rows.get(id)!.text.length * times;
  return referencedBytes > MAX_REFERENCED_BYTES ? 'references copy too much data' : null;
}

function parseRow(text: string): { text: string; value: unknown } | null {
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** A form from a page without JavaScript: the action named in $ACTION_ID_<id>, or in $ACTION_REF_<n> with its bound arguments in $ACTION_<n>:<row>. */
function checkFormAction(form: FormData, known: Set<string> | null): GuardAnswer | null {
  const keys = [...form.keys()];
  const refs = keys.filter((key) => key.startsWith('$ACTION_REF_'));
  const ids = keys.filter((key) => key.startsWith('$ACTION_ID_'));
  if (refs.length === 0 && ids.length === 0) return bad('post without an action', 'This form was not sent by one of our pages.');
  for (const key of ids) {
    const answer = unknownAction(key.slice('$ACTION_ID_'.length), known);
    if (answer) return answer;
  }
  for (const ref of refs) {
    const prefix = `$ACTION_${ref.slice('$ACTION_REF_'.length)}:`;
    const rows: Rows = new Map();
    for (const key of keys) {
      if (!key.startsWith(prefix)) continue;
      const id = key.slice(prefix.length);
      const values = form.getAll(key);
      const row = values.length === 1 && typeof values[0] === 'string' && /^\d+$/.test(id) ? parseRow(values[0]) : null;
      if (!row) return bad('malformed action field');
      rows.set(Number(id), row);
    }
    const meta = rows.get(0)?.value as { id?: unknown; bound?: unknown } | undefined;
    if (typeof meta !== 'object' || meta === null || typeof meta.id !== 'string') return bad('malformed action reference');
    if (meta.bound !== null) {
      const bound = typeof meta.bound === 'string' && /^\$@[0-9a-f]+$/.test(meta.bound) ? rows.get(parseInt(meta.bound.slice(2), 16)) : undefined;
      if (!bound || !Array.isArray(bound.value)) return bad('malformed bound arguments');
    }
    const reason = checkRows(rows, { files: () => false, temporaryReferences: false });
    if (reason) return bad(reason);
    const answer = unknownAction(meta.id, known);
    if (answer) return answer;
  }
  return null;
}

/** A call from a script (Next-Action header): row 0 is the list of arguments, as text or the multipart field '0'. */
function checkScriptAction(body: Buffer, form: FormData | null): GuardAnswer | null {
  const rows: Rows = new Map();
  if (form) {
    for (const [key, value] of form.entries()) {
      if (!/^\d+$/.test(key) || typeof value !== 'string') continue;
      const row = parseRow(value);
      if (!row) return bad('malformed argument row');
      rows.set(Number(key), row);
    }
  } else {
    const row = parseRow(body.toString('utf8'));
    if (!row) return bad('arguments are not JSON', 'The request body could not be read.');
    rows.set(0, row);
  }
  if (!Array.isArray(rows.get(0)?.value)) return bad('arguments are not a list', 'The request body could not be read.');
  const reason = checkRows(rows, { files: (id) => form?.get(String(id)) instanceof Blob, temporaryReferences: true });
  return reason ? bad(reason, 'The request body could not be read.') : null;
}

function checkFields(form: FormData): GuardAnswer | null {
  for (const [key, value] of form.entries()) {
    const text = typeof value === 'string' ? value : value.name;
    if (FIELD_CONTROL_CHARACTER.test(key) || FIELD_CONTROL_CHARACTER.test(text))
      return bad('control character in a field', 'Form fields may not contain control characters.');
  }
  return null;
}

/**
 * The body of a POST to a page (request-guard.ts has checked its headers): null when Next.js can
 * decode it. `knownActions`: the build's action ids (loadActionIds), if known.
 */
export async function checkActionBody(headers: http.IncomingHttpHeaders, body: Buffer, knownActions: Set<string> | null = null): Promise<GuardAnswer | null> {
  const contentType = headers['content-type'] ?? '';
  const scriptAction = headers['next-action'];
  const fromScript = scriptAction !== undefined;
  if (fromScript) {
    const answer = unknownAction(String(scriptAction), knownActions);
    if (answer) return answer;
  }
  let form: FormData | null = null;
  if (parseContentType(contentType).type === 'multipart/form-data') {
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      return bad('malformed multipart body');
    }
    const fieldRefusal = checkFields(form);
    if (fieldRefusal) return fieldRefusal;
  }
  if (fromScript) return checkScriptAction(body, form);
  return form ? checkFormAction(form, knownActions) : bad('post without an action', 'This form was not sent by one of our pages.');
}
