// The readable reference at /api/v1/docs: the OpenAPI document drawn as one plain HTML page, on
// the server, with no script (so our Content-Security-Policy has nothing to allow).
import 'server-only';
import { openApiDocument } from './openapi';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text with its `code` spans (the document's descriptions are written that way). */
const prose = (text: unknown) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

type BodySchema = { content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }> };

function bodyFields(body: unknown): string {
  const content = (body as BodySchema).content ?? {};
  const schema = Object.values(content)[0]?.schema;
  // JSON, a multipart form (an upload), or either (an entry with files).
  const types =
    Object.keys(content)
      .map((type) => (type === 'application/json' ? 'JSON' : type))
      .join(' or ') || 'JSON';
  const names = Object.keys(schema?.properties ?? {});
  if (names.length === 0) return `<p><strong>Body:</strong> ${escape(types)} (schema in openapi.json).</p>`;
  const required = new Set(schema?.required ?? []);
  return `<p><strong>Body</strong> (${escape(types)}): ${names.map((name) => `<code>${escape(name)}</code>${required.has(name) ? ' (required)' : ''}`).join(', ')}. Types and limits in openapi.json.</p>`;
}

type Described = {
  summary: string;
  description?: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { description: string }>;
  'x-role': string;
};

export function referenceHtml(): string {
  const doc = openApiDocument() as { info: { title: string; description: string }; paths: Record<string, Record<string, Described>> };
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const role = op['x-role'] === 'public' ? 'No key needed (a key sees more)' : `Needs an ${op['x-role']} key`;
        const params = op.parameters.length
          ? `<p><strong>Parameters:</strong> ${op.parameters.map((p) => `<code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})`).join(', ')}</p>`
          : '';
        const answers = Object.entries(op.responses)
          .map(([status, r]) => `<li><code>${escape(status)}</code> ${prose(r.description)}</li>`)
          .join('');
        return `<section id="${escape(method)}-${escape(path)}"><h2><span class="method ${escape(method)}">${escape(method.toUpperCase())}</span> <code>/api/v1${escape(path)}</code></h2><p class="summary">${escape(op.summary)} · <em>${escape(role)}</em></p>${op.description ? `<p>${prose(op.description)}</p>` : ''}${params}${op.requestBody ? bodyFields(op.requestBody) : ''}<ul>${answers}</ul></section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(doc.info.title)} reference</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#0f172a;background:#fff}
h1{font-size:1.8rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:0;overflow-wrap:anywhere}code{font-family:ui-monospace,monospace;font-size:.95em}
section{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}.summary{margin:.25rem 0;color:#334155}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.4rem;padding:0 .4rem;color:#fff;font-size:.85rem}
.get{background:#1d4ed8}.post{background:#047857}.patch{background:#b45309}.delete{background:#b91c1c}ul{margin:.5rem 0 0;padding-left:1.25rem}
</style></head><body><main><h1>${escape(doc.info.title)} reference</h1><p>${prose(doc.info.description)}</p><p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>${sections}</main></body></html>`;
}
