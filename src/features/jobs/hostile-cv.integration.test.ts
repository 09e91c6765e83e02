// CVs made to cost the server, posted to /api/applications as a visitor would: the application is
// refused as a whole with the CV's sentence (400, never a 5xx), quickly, and nothing is stored.
// docs/decisions/095-bounded-upload-checks.md.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/applications/route';
import { issueFormToken } from '@/features/contact/form-token';
import type { Database } from '@/server/db/client';
import { leads, mediaFiles } from '@/server/db/schema';
import { temporaryDataDir } from '@/test/data-dir';
import { createTestDatabase } from '@/test/database';
import { manyObjectsPdf, zipBombDocx } from '@/test/hostile-files';
import { APPLICATION_ERRORS } from './application-schema';

let db: Database;
const dataDir = temporaryDataDir('hostile-cv-');
beforeAll(async () => {
  db = (await createTestDatabase()).db;
});

let address = 1;
function apply(cv: Buffer, name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    name: 'Linus T',
    email: 'linus@example.com',
    coverLetter: 'I test things.',
    consent: 'on',
    formToken: issueFormToken(Date.now() - 10_000),
  }))
    form.set(field, value);
  form.set('cv', new File([new Uint8Array(cv)], name));
  return POST(
    new Request('http://localhost:3000/api/applications', {
      method: 'POST',
      body: form,
      headers: { 'x-client-ip': `10.2.0.${address++}`, referer: 'http://localhost:3000/careers/apply', ...headers },
    }),
  );
}

const stored = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  files: (await db.select({ n: count() }).from(mediaFiles))[0]!.n,
});

describe('/api/applications with a CV made to cost the server', () => {
  it('refuses a ZIP bomb DOCX and a PDF of 400,000 objects with the CV sentence, in seconds, storing nothing', { timeout: 60_000 }, async () => {
    const files: [Buffer, string][] = [
      [await zipBombDocx(), 'cv.docx'],
      [manyObjectsPdf(400_000), 'cv.pdf'],
    ];
    for (const [cv, name] of files) {
      const start = performance.now();
      const response = await apply(cv, name, { accept: 'application/json' });
      // Measured 0.1 to 0.9 s on a busy 2-core machine; unbounded, the PDF alone took 9 s.
      expect(performance.now() - start).toBeLessThan(5000);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 'cv-too-complex', message: APPLICATION_ERRORS['cv-too-complex'] });
    }
    // Without JavaScript: back to the form, which shows the sentence for the code.
    const plain = await apply(await zipBombDocx(), 'cv.docx');
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/careers/apply?error=cv-too-complex');
    expect(await stored()).toEqual({ leads: 0, files: 0 });
    expect(fs.existsSync(path.join(dataDir(), 'media', 'private'))).toBe(false);
  });
});
