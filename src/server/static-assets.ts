// The build's scripts and styles (/_next/static/...), compressed once and served from memory:
// brotli at its best quality (about 15 % smaller than gzip; too slow to run per response, which is
// why Next.js itself only gzips on the fly) and gzip at level 9 for the rest. Their names hold a
// hash of their content, so they are cached by browsers for a year. decisions/082-speed-with-forms.md.
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { accepts } from './page-cache';
import { FIXED_SECURITY_HEADERS } from './security-headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

type Compressed = { type: string; br: Buffer; gzip: Buffer };

/** The asset's file under `staticDir` (.next/static), or null when the request is not for a script or style of the build. */
export function staticAssetFile(url: string, staticDir: string): string | null {
  const pathname = url.split('?', 1)[0]!;
  if (!pathname.startsWith(PREFIX) || !(path.extname(pathname) in TYPES)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  const file = path.resolve(staticDir, relative);
  return file.startsWith(staticDir + path.sep) ? file : null;
}

export function createStaticAssets(staticDir: string) {
  const root = path.resolve(staticDir);
  // One entry per file of the build (a few hundred): the build's files do not change while it runs.
  const compressed = new Map<string, Promise<Compressed | null>>();

  function load(file: string): Promise<Compressed | null> {
    let entry = compressed.get(file);
    if (!entry) {
      entry = fs.readFile(file).then(
        async (body) => {
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: 9 }),
          ]);
          return { type: TYPES[path.extname(file)]!, br, gzip: gz };
        },
        // Not in the build: Next.js answers (404).
        () => null,
      );
      compressed.set(file, entry);
    }
    return entry;
  }

  return {
    /**
     * Answers a GET or HEAD of a script or style of the build from a browser that takes brotli or
     * gzip; resolves false when it did not (Next.js answers then).
     */
    async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const coding = accepts(req, 'br') ? 'br' : accepts(req, 'gzip') ? 'gzip' : null;
      const file = coding && staticAssetFile(req.url ?? '', root);
      if (!file) return false;
      const asset = await load(file);
      if (!asset) return false;
      const body = asset[coding];
      const headers: Record<string, string | number> = {
        'content-type': asset.type,
        'content-encoding': coding,
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      };
      for (const { key, value } of FIXED_SECURITY_HEADERS) headers[key.toLowerCase()] = value;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
