import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaticAssets, staticAssetFile } from './static-assets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
const script = `self.chunk=${JSON.stringify('let a = 1; '.repeat(2000))};`;
fs.mkdirSync(path.join(dir, 'chunks'));
fs.writeFileSync(path.join(dir, 'chunks', 'app-1234.js'), script);
fs.writeFileSync(path.join(dir, 'media.woff2'), 'font');

type Answer = { served: boolean; status: number; headers: Record<string, string | number>; body?: Buffer };

async function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  const answer: Answer = { served: false, status: 0, headers: {} };
  const res = {
    writeHead: (status: number, headers: Record<string, string | number>) => Object.assign(answer, { status, headers }),
    end: (body?: Buffer) => void (answer.body = body),
  } as unknown as http.ServerResponse;
  const req = { method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} } as http.IncomingMessage;
  answer.served = await createStaticAssets(dir).serve(req, res);
  return answer;
}

describe("the build's scripts and styles", () => {
  it('go out as brotli to a browser that takes it, cached for a year', async () => {
    const answer = await get('/_next/static/chunks/app-1234.js', 'gzip, deflate, br, zstd');
    expect(answer.served).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(brotliDecompressSync(answer.body!).toString()).toBe(script);
    expect(answer.headers['content-length']).toBe(answer.body!.length);
  });

  it('go out as gzip to one that takes only gzip, and are left to Next.js for one that takes neither', async () => {
    const gzip = await get('/_next/static/chunks/app-1234.js?dpl=x', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body!).toString()).toBe(script);
    expect((await get('/_next/static/chunks/app-1234.js')).served).toBe(false);
  });

  it('answer HEAD without a body', async () => {
    const head = await get('/_next/static/chunks/app-1234.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
  });

  it('leave other files, missing files and paths outside the build to Next.js', async () => {
    expect((await get('/_next/static/media.woff2', 'br')).served).toBe(false);
    expect((await get('/_next/static/chunks/missing.js', 'br')).served).toBe(false);
    expect(staticAssetFile('/_next/static/..%2F..%2Fetc%2Fpasswd.js', dir)).toBeNull();
    expect(staticAssetFile('/_next/static/%E0%A4%A.js', dir)).toBeNull();
    expect(staticAssetFile('/_next/static/chunks/a.js', dir)).toBe(path.join(dir, 'chunks', 'a.js'));
  });
});
