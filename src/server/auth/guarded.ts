import 'server-only';
import { invalidationsSent } from '../cache';
import { logger } from '../logger';
import type { Role } from './roles';
import { AuthorizationError, requireRole, type GuardOptions, type SessionUser } from './session';

/** What every admin server action answers: the UI turns it into the spec's toasts. */
export type ActionResult<T = undefined> =
  | { ok: true; data?: T; message?: string }
  /** `fieldErrors`: the message for each field it names, shown beside that field (forms that have them). */
  | { ok: false; error: string; status: 400 | 401 | 403 | 404 | 409 | 500; fieldErrors?: Record<string, string> };

/**
 * The shape of every admin server action (files named admin-actions.ts): check the role first,
 * then run; a refusal or an unexpected error becomes an ActionResult, never a thrown error. The
 * answer waits until the cache invalidations the action made have been sent to the other processes.
 * e2e/admin-guards.spec.ts finds these actions in the build and proves each refuses without
 * the role named here.
 */
export async function guarded<T>(
  minimum: Role,
  run: (user: SessionUser) => Promise<ActionResult<T>>,
  fallbackError = 'Something went wrong. Please try again.',
  options: GuardOptions = {},
): Promise<ActionResult<T>> {
  let user: SessionUser;
  try {
    user = await requireRole(minimum, options);
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, error: error.message, status: error.status };
    throw error;
  }
  try {
    const result = await run(user);
    // The change is on its way to the other app processes before the answer reaches the browser.
    await invalidationsSent();
    return result;
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'admin action failed');
    return { ok: false, error: fallbackError, status: 500 };
  }
}
