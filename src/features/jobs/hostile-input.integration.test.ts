// Property-based: whatever a client posts to /api/applications, the route answers below 500 with a
// clear message and stores no lead or file unless the application is valid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/applications/route';
import type { Database } from '@/server/db/client';
import { jobs, leads, mediaFiles } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { prototypesUnpolluted, FC_PARAMS, hostileForm, hostileString, type FormValue, toFormData } from '@/test/hostile';
import { APPLICATION_FAILED_MESSAGE } from './application-schema';

let db: Database;
let dataDir: string;
let jobId: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-applications-'));
  vi.stubEnv('DATA_DIR', dataDir);
  db = (await createTestDatabase()).db;
  [{ id: jobId }] = (await db.insert(jobs).values({ title: 'QA Engineer', department: 'Quality', location: 'Remote' }).returning({ id: jobs.id })) as [{ id: string }];
});
afterAll(() => {
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const counts = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  files: (await db.select({ n: count() }).from(mediaFiles))[0]!.n,
});

/** Every message the form shows for a refused application: each names the field or the fix. */
const CLEAR_MESSAGE = /^(Please [\w ,.:/]+|Your CV must be [\w ,.]+|That position does not exist\.|This position is no longer open\.[\w .]+|\w[\w ]* must be at most [\d,]+ characters\.|You have sent several applications [\w .]+)$/;

const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });
const cv = fc.oneof(
  { arbitrary: fc.constant<FormValue>(pdf), weight: 3 },
  { arbitrary: hostileString.map<FormValue>((s) => new Blob([s], { type: 'application/pdf' })), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }).map<FormValue>((bytes) => new Blob([new Uint8Array(bytes)], { type: 'application/pdf' })), weight: 1 },
  { arbitrary: hostileString.map<FormValue>((s) => s), weight: 1 },
);

const payload = fc.record({
  form: fc.constant(null).chain(() =>
    hostileForm({ name: 'Linus T', email: 'linus@example.com', phone: '+1 555 0100', profileUrl: 'https://github.com/linus', coverLetter: 'I test things.', consent: 'on' }, [
      'jobId',
      'returnTo',
      'website',
      'formToken',
    ]),
  ),
  cv,
  job: fc.boolean(),
  json: fc.boolean(),
  // Header values must be ASCII: hostile, but sendable.
  referer: fc.oneof(fc.constant(undefined), fc.constantFrom('javascript:alert(1)', 'http://evil.example/careers/apply', '/careers/../admin', 'not a url', 'http://localhost/careers/apply')),
});

describe('/api/applications under hostile input', () => {
  it('answers below 500 with a clear message, and stores only valid applications', async () => {
    let refused = 0;
    let stored = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(payload, async ({ form: values, cv, job, json, referer }) => {
        run++;
        const form = toFormData({ ...(job && !('jobId' in values) ? { jobId } : {}), ...values, cv });
        const headers = new Headers({ 'x-client-ip': `10.0.0.${run % 250}` });
        if (json) headers.set('accept', 'application/json');
        if (referer) headers.set('referer', referer);
        const before = await counts();
        const response = await POST(new Request('http://localhost:3000/api/applications', { method: 'POST', body: form, headers }));
        expect(prototypesUnpolluted()).toBe(true);
        expect(response.status).toBeLessThan(500);
        let outcome: { status: 'success' } | { status: 'error'; message: string };
        if (json) {
          outcome = await response.json();
          expect(response.status).toBe(outcome.status === 'success' ? 200 : 400);
        } else {
          expect(response.status).toBe(303);
          // Never sent anywhere but back to the form, on the host the visitor used.
          const location = response.headers.get('location')!;
          expect(location).toMatch(/^\/careers\/(apply|[0-9a-f-]{36}\/apply)\?/);
          const target = new URL(location, 'http://localhost:3000');
          const error = target.searchParams.get('error');
          outcome = error === null ? { status: 'success' } : { status: 'error', message: error };
        }
        const after = await counts();
        if (outcome.status === 'error') {
          refused++;
          expect(outcome.message).not.toBe(APPLICATION_FAILED_MESSAGE);
          expect(outcome.message).toMatch(CLEAR_MESSAGE);
          expect(after).toEqual(before);
        } else {
          stored++;
          expect(after).toEqual({ leads: before.leads + 1, files: before.files + 1 });
        }
      }),
      {
        ...FC_PARAMS,
        examples: [
          [{ form: { name: 'Linus\u0000', email: 'linus@example.com', consent: 'on', coverLetter: '\u0000' }, cv: pdf, job: false, json: true, referer: undefined }],
          [{ form: { name: 'Linus', email: 'linus@example.com', consent: 'on', profileUrl: 'https://example.com/\u0000<script>' }, cv: pdf, job: true, json: false, referer: undefined }],
        ],
      },
    );
    expect(refused).toBeGreaterThan(10);
    expect(stored).toBeGreaterThan(3);
  });
});
