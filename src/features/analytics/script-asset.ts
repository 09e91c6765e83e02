// /visit.js as it is served: visit-script.js without its comments and indentation, compressed
// once, named by its content's hash so that browsers may keep it a year (decision 093). Read by
// our HTTP server (which serves it) and by the site's layout (which names it): the same file
// gives both the same version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIXED_SECURITY_HEADERS } from '@/server/security-headers';

export const VISIT_SCRIPT_PATH = '/visit.js';

export type ScriptAsset = { body: Buffer; gzip: Buffer; brotli: Buffer; version: string; src: string };

let asset: ScriptAsset | undefined;

/** The script's text as sent: comment lines and indentation dropped, lines kept (no reliance on semicolons). */
export function compactScript(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('//'))
    .join('\n');
}

export function visitScriptAsset(): ScriptAsset {
  if (asset) return asset;
  const source = fs.readFileSync(path.join(process.cwd(), 'src/features/analytics/visit-script.js'), 'utf8');
  const body = Buffer.from(compactScript(source), 'utf8');
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  asset = {
    body,
    gzip: zlib.gzipSync(body, { level: 9 }),
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    version,
    src: `${VISIT_SCRIPT_PATH}?v=${version}`,
  };
  return asset;
}

/** Answers GET and HEAD of /visit.js: brotli or gzip when the browser takes it, cached a year under its version. */
export function serveVisitScript(req: http.IncomingMessage, res: http.ServerResponse) {
  const script = visitScriptAsset();
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const [encoding, bytes] = /\bbr\b/.test(accepts) ? ['br', script.brotli] : /\bgzip\b/.test(accepts) ? ['gzip', script.gzip] : [null, script.body];
  const etag = `"${script.version}"`;
  const current = new URL(req.url ?? '/', 'http://x').searchParams.get('v') === script.version;
  for (const { key, value } of FIXED_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    return void res.end();
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
