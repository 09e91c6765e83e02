'use server';

import { z } from 'zod';
import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { endAccountSession, endAccountSessions } from './sessions';

const sessionInput = z.object({ id: z.string('That browser is already signed out. Reload the page.').min(1).max(100) });

/** Signs out one of the account's other browsers: its next request finds no session. */
export const signOutBrowser = staffAction('editor', sessionInput, async ({ id }, { db, actor, user }): Promise<ActionResult> => {
  if (id === user.sessionId) return { ok: false, status: 400, error: 'This is the browser you are using: sign out from the account menu.' };
  await endAccountSession(db, actor, user.id, id);
  return { ok: true, message: 'That browser is signed out.' };
});

/** Signs out every browser of the account but this one. */
export const signOutOtherBrowsers = staffAction('editor', z.object({}), async (_, { db, actor, user }): Promise<ActionResult> => {
  const ended = await endAccountSessions(db, actor, user.id, user.sessionId);
  return { ok: true, message: ended === 1 ? 'One other browser is signed out.' : `${ended} other browsers are signed out.` };
});
