'use server';

import { z } from 'zod';
import { staffAction } from '@/features/admin/crud/action';
import type { ActionResult } from '@/server/auth/guarded';
import { sendTestEmail, setPrelaunch } from './prelaunch';

export const switchPrelaunch = staffAction(
  'admin',
  z.object({ on: z.boolean('Say whether Pre-launch mode should be on.') }),
  async ({ on }, { db, actor }): Promise<ActionResult> => {
    await setPrelaunch(db, actor, on);
    return {
      ok: true,
      message: on ? 'Pre-launch mode is on: search engines are asked not to index the site.' : 'Pre-launch mode is off: the site is open to search engines.',
    };
  },
  { failure: 'Failed to switch Pre-launch mode' },
);

export const sendLaunchTestEmail = staffAction(
  'admin',
  z.object({}),
  async (_input, { db, actor, user }): Promise<ActionResult> => {
    const test = await sendTestEmail(db, { ...actor, email: user.email });
    if (test.ok)
      return {
        ok: true,
        message:
          test.transport === 'smtp'
            ? `The mail server accepted a test email to ${test.to}.`
            : `A test email to ${test.to} was written to a file: no SMTP_URL is set.`,
      };
    return { ok: false, status: 500, error: `The test email to ${test.to} was not accepted: ${test.error}.` };
  },
  { failure: 'Failed to send the test email' },
);
