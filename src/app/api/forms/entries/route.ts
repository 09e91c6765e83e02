import { NextResponse } from 'next/server';
import { ENTRY_SEND_FAILED, type EntryResult } from '@/features/forms/entry-schema';
import { MAX_FILE_MB } from '@/features/forms/field-types';
import { entryHttpStatus, submitEntry } from '@/features/forms/submit';
import { readFormBody } from '@/server/form-body';

// A built form with a file field, sent by the page's script: files up to the CV limit (10 MB)
// do not fit a server action's 1 MB body (docs/decisions/089-form-builder.md). The checks are
// the same function's as the action's; the answer is the action's result, as JSON.
const LIMIT = (MAX_FILE_MB + 1) * 1024 * 1024;

const answer = (result: EntryResult, status: number) => NextResponse.json(result, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > LIMIT)
    return answer({ status: 'error', message: `The files are too large to send (the limit is ${MAX_FILE_MB} MB).`, formToken: '' }, 413);
  const body = await readFormBody(request);
  if (!body.ok) return answer({ status: 'error', message: ENTRY_SEND_FAILED, formToken: '' }, body.status);
  const result = await submitEntry(body.form, {
    ip: request.headers.get('x-client-ip') ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
    referer: request.headers.get('referer'),
  });
  return answer(result, entryHttpStatus(result));
}
