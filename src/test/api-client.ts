// A client of the content API for integration tests: real requests through the dispatcher (the
// route handler's only code), each from its own address as the HTTP server hands it on.
import { dispatch } from '@/features/api/dispatch';

export type ApiAnswer = { status: number; headers: Headers; json: Record<string, unknown> | null };

let address = 1;

export async function callApi(
  method: string,
  path: string,
  { key, body, form, headers = {} }: { key?: string; body?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const json = body !== undefined && form === undefined;
  const response = await dispatch(
    new Request(`http://localhost/api/v1${path}`, {
      method,
      headers: {
        'x-client-ip': `203.0.113.${address++ % 250}`,
        ...(key && { authorization: `Bearer ${key}` }),
        ...(json && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: form ?? (body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)),
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** The items of a list answer. */
export const dataOf = <T = Record<string, unknown>>(answer: ApiAnswer) => (answer.json?.data ?? []) as T[];
