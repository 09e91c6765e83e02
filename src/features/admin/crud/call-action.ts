import type { ActionResult } from '@/server/auth/guarded';

export type AdminAction = (input: unknown) => Promise<ActionResult<unknown>>;

/** Calls a server action; a network failure becomes an answer the screen can show, never a throw. */
export async function callAction(action: AdminAction, input: unknown): Promise<ActionResult<unknown>> {
  try {
    return await action(input);
  } catch {
    return { ok: false, status: 500, error: 'The server could not be reached. Please try again.' };
  }
}
