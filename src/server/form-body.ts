// The form a route handler takes (a job application, a media upload): read once, with what a
// client can get wrong answered as the client's mistake (415 or 400) instead of an exception.
import { FIELD_CONTROL_CHARACTER } from './action-body';
import { parseContentType } from './request-guard';

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 415; problem: 'unsupported' | 'unreadable' | 'control-characters' };

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

export async function readFormBody(request: Request): Promise<FormBody> {
  if (!FORM_TYPES.has(parseContentType(request.headers.get('content-type') ?? undefined).type)) return { ok: false, status: 415, problem: 'unsupported' };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A broken multipart boundary, a body cut short: nothing of it can be used.
    return { ok: false, status: 400, problem: 'unreadable' };
  }
  for (const [name, value] of form.entries()) {
    const text = typeof value === 'string' ? value : value.name;
    if (FIELD_CONTROL_CHARACTER.test(name) || FIELD_CONTROL_CHARACTER.test(text)) return { ok: false, status: 400, problem: 'control-characters' };
  }
  return { ok: true, form };
}
