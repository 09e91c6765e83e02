// Errors of the content API as RFC 9457 problem details (decision 087): a type, a title, the
// status, one sentence of detail and, for invalid input, every problem by its path. Never a stack.
import type { z } from 'zod';

export type FieldProblem = { path: string; message: string };

const TITLES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  412: 'Precondition failed',
  413: 'Payload too large',
  415: 'Unsupported media type',
  428: 'Precondition required',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

/** A refusal of the API: thrown anywhere in an operation, answered as problem+json. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors?: FieldProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const fieldProblems = (issues: readonly z.core.$ZodIssue[] | readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblem[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));

/** Invalid input: 400 with the first problem as the detail and all of them listed. */
export const invalid = (errors: FieldProblem[]) => new ApiProblem(400, errors[0]?.message ?? 'The request is not valid.', errors);

export function problemResponse(problem: ApiProblem): Response {
  const title = TITLES[problem.status] ?? 'Error';
  const body = {
    type: `about:blank`,
    title,
    status: problem.status,
    detail: problem.message,
    ...(problem.errors && problem.errors.length > 0 && { errors: problem.errors }),
  };
  return new Response(JSON.stringify(body), {
    status: problem.status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...problem.headers },
  });
}
