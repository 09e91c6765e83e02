// Property-based: whatever a client posts to /api/applications, the route answers below 500 with a
// clear message and stores no lead or file unless the application is valid.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/applications/route';
import type { Database } from '@/server/db/client';
import { jobs, leads, mediaFiles } from '@/server/db/schema';
import { temporaryDataDir } from '@/test/data-dir';
import { createTestDatabase } from '@/test/database';
import { prototypesUnpolluted, FC_PARAMS, hostileForm, hostileString, type FormValue, toFormData } from '@/test/hostile';
import { logger } from '@/server/logger';
import { samplePdf } from '@/test/documents';
import { APPLICATION_ERRORS, type ApplicationErrorCode } from './application-schema';

let db: Database;
let jobId: string;
let pdf: Blob;
temporaryDataDir('hostile-applications-');
beforeAll(async () => {
  pdf = new Blob([new Uint8Array(await samplePdf())], { type: 'application/pdf' });
  db = (await createTestDatabase()).db;
  [{ id: jobId }] = (await db.insert(jobs).values({ title: 'QA Engineer', department: 'Quality', location: 'Remote' }).returning({ id: jobs.id })) as [
    { id: string },
  ];
});

const counts = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
  files: (await db.select({ n: count() }).from(mediaFiles))[0]!.n,
});

const cv = fc.oneof(
  { arbitrary: fc.constant<FormValue>('the valid PDF'), weight: 3 },
  { arbitrary: hostileString.map<FormValue>((s) => new Blob([s], { type: 'application/pdf' })), weight: 1 },
  { arbitrary: fc.uint8Array({ maxLength: 64 }).map<FormValue>((bytes) => new Blob([new Uint8Array(bytes)], { type: 'application/pdf' })), weight: 1 },
  { arbitrary: hostileString.map<FormValue>((s) => s), weight: 1 },
);

const payload = fc.record({
  form: fc.constant(null).chain(() =>
    hostileForm(
      {
        name: 'Linus T',
        email: 'linus@example.com',
        phone: '+1 555 0100',
        profileUrl: 'https://github.com/linus',
        coverLetter: 'I test things.',
        consent: 'on',
      },
      ['jobId', 'returnTo', 'website', 'formToken'],
    ),
  ),
  cv,
  job: fc.boolean(),
  json: fc.boolean(),
  // Header values must be ASCII: hostile, but sendable.
  referer: fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('javascript:alert(1)', 'http://evil.example/careers/apply', '/careers/../admin', 'not a url', 'http://localhost/careers/apply'),
  ),
});

describe('/api/applications under hostile input', () => {
  it('answers below 500 with a clear message, and stores only valid applications', async () => {
    let refused = 0;
    let stored = 0;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(payload, async ({ form: values, cv, job, json, referer }) => {
        run++;
        const form = toFormData({ ...(job && !('jobId' in values) ? { jobId } : {}), ...values, cv: cv === 'the valid PDF' ? pdf : cv });
        const headers = new Headers({ 'x-client-ip': `10.0.0.${run % 250}` });
        if (json) headers.set('accept', 'application/json');
        if (referer) headers.set('referer', referer);
        const before = await counts();
        const response = await POST(new Request('http://localhost:3000/api/applications', { method: 'POST', body: form, headers }));
        expect(prototypesUnpolluted()).toBe(true);
        expect(response.status).toBeLessThan(500);
        let outcome: { status: 'success' } | { status: 'error'; code: ApplicationErrorCode; message: string };
        if (json) {
          outcome = await response.json();
          expect(response.status).toBe(outcome.status === 'success' ? 200 : 400);
        } else {
          expect(response.status).toBe(303);
          // Never sent anywhere but back to the form, on the host the visitor used, with a code, not text.
          const location = response.headers.get('location')!;
          expect(location).toMatch(/^\/careers\/(apply|[0-9a-f-]{36}\/apply)\?(sent=1|error=[a-z-]+)$/);
          const error = new URL(location, 'http://localhost:3000').searchParams.get('error') as ApplicationErrorCode | null;
          outcome = error === null ? { status: 'success' } : { status: 'error', code: error, message: APPLICATION_ERRORS[error] };
        }
        const after = await counts();
        if (outcome.status === 'error') {
          refused++;
          // One of the form's own messages, each naming the field or the fix; never "try again".
          expect(outcome.message).toBe(APPLICATION_ERRORS[outcome.code]);
          expect(outcome.code).not.toBe('failed');
          expect(after).toEqual(before);
        } else {
          stored++;
          expect(after).toEqual({ leads: before.leads + 1, files: before.files + 1 });
        }
      }),
      {
        ...FC_PARAMS,
        examples: [
          [
            {
              form: { name: 'Linus\u0000', email: 'linus@example.com', consent: 'on', coverLetter: '\u0000' },
              cv: 'the valid PDF',
              job: false,
              json: true,
              referer: undefined,
            },
          ],
          [
            {
              form: { name: 'Linus', email: 'linus@example.com', consent: 'on', profileUrl: 'https://example.com/\u0000<script>' },
              cv: 'the valid PDF',
              job: true,
              json: false,
              referer: undefined,
            },
          ],
        ],
      },
    );
    expect(refused).toBeGreaterThan(10);
    expect(stored).toBeGreaterThan(3);
  });
});

describe('/api/applications with a body that is not a form', () => {
  const post = (body: BodyInit, headers: Record<string, string>) =>
    POST(new Request('http://localhost:3000/api/applications', { method: 'POST', body, headers: { 'x-client-ip': '10.1.0.1', ...headers } }));
  const valid = () => toFormData({ name: 'Linus T', email: 'linus@example.com', consent: 'on', cv: pdf });

  it('answers 415 or 400 with a sentence, stores nothing and logs no error', async () => {
    const errors = vi.spyOn(logger, 'error');
    const before = await counts();
    const multipart = new Response(valid());
    const contentType = multipart.headers.get('content-type')!;
    const bytes = Buffer.from(await multipart.arrayBuffer());
    const cases: [BodyInit, Record<string, string>, number, ApplicationErrorCode][] = [
      ['{"name":"Linus","email":"linus@example.com"}', { 'content-type': 'application/json' }, 415, 'unreadable'],
      ['name=Linus', { 'content-type': 'text/plain' }, 415, 'unreadable'],
      ['garbage', { 'content-type': 'multipart/form-data; boundary=abc' }, 400, 'unreadable'],
      ['--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nLinus', { 'content-type': 'multipart/form-data; boundary=abc' }, 400, 'unreadable'],
      [new Uint8Array(bytes.subarray(0, bytes.length - 300)), { 'content-type': contentType }, 400, 'unreadable'],
      [new Uint8Array(bytes), { 'content-type': contentType.replace(/boundary=.*/, 'boundary=another') }, 400, 'unreadable'],
    ];
    for (const [body, headers, status, code] of cases) {
      const asJson = await post(body, { ...headers, accept: 'application/json' });
      expect(asJson.status, String(body).slice(0, 40)).toBe(status);
      expect(await asJson.json()).toEqual({ status: 'error', code, message: APPLICATION_ERRORS[code] });
      // A client without JavaScript never sends these: the answer is the status itself, not a redirect.
      const plain = await post(body, headers);
      expect(plain.status).toBe(status);
      expect(await plain.text()).toBe(APPLICATION_ERRORS[code]);
    }
    expect(await counts()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('refuses control characters in the fields with a message naming them', async () => {
    const form = valid();
    form.set('coverLetter', 'I test\u0000things');
    const before = await counts();
    const response = await post(form, { accept: 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'control-characters' });
    expect(await counts()).toEqual(before);
  });
});
