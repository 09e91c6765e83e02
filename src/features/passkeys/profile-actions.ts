'use server';

// The profile's passkeys (decision 106): add (password, the browser's dialog, a name), rename,
// remove (password). Adding and removing are changes of a factor: audited, emailed to the owner,
// and the account's other browsers signed out; a rename is only audited.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { z } from 'zod';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { staffAction } from '@/features/admin/crud/action';
import { afterFactorChange, recordOwnChange, withPassword } from '@/features/profile/factor-change';
import { passwordInput } from '@/features/profile/schema';
import { getSiteInfo } from '@/features/settings/queries';
import { getAuth } from '@/server/auth/auth';
import type { ActionResult } from '@/server/auth/guarded';
import {
  credentialResponseText,
  readRegistrationResponse,
  recalledChallenge,
  registrationOptions,
  rememberChallenge,
  verifyRegistration,
} from '@/server/auth/passkeys';
import { passkeys } from '@/server/db/schema';
import { countPasskeys } from './queries';
import { MAX_PASSKEYS, passkeyIdSchema, passkeyNameSchema } from './schema';

const FULL: ActionResult<never> = {
  ok: false,
  status: 409,
  error: `An account can have at most ${MAX_PASSKEYS} passkeys. Remove one you no longer use to add another.`,
};
const GONE: ActionResult<never> = { ok: false, status: 404, error: 'That passkey is no longer on your account. Reload the page.' };

const checkPassword = (password: string) => async () => (await getAuth()).api.verifyPassword({ body: { password }, headers: await headers() });

/** Step 1 of Add: the password, then the options for the browser's dialog (its challenge waits 5 minutes for step 2). */
export const startPasskeyRegistration = staffAction(
  'editor',
  passwordInput,
  async ({ password }, { db, user }): Promise<ActionResult<PublicKeyCredentialCreationOptionsJSON>> => {
    if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS) return FULL;
    const checked = await withPassword(db, user.id, checkPassword(password));
    if (!checked.ok) return checked.answer;
    const site = await getSiteInfo();
    const { options, challengeId } = await registrationOptions(db, user, site.companyName || 'Axion Labs');
    await rememberChallenge(challengeId);
    return { ok: true, data: options, message: 'Follow your browser’s steps to make the passkey.' };
  },
  { failure: 'Failed to start adding a passkey.', duringTwoStepSetup: true },
);

/** Step 2 of Add: the browser's answer, checked against the challenge of step 1, and the name the owner gave it. */
export const finishPasskeyRegistration = staffAction(
  'editor',
  z.object({ response: credentialResponseText, name: passkeyNameSchema }),
  async ({ response: text, name }, context): Promise<ActionResult> => {
    const { db, user } = context;
    const startedAt = new Date();
    const response = readRegistrationResponse(text);
    const verified = response && (await verifyRegistration(db, await recalledChallenge(), user.id, response));
    if (!verified) return { ok: false, status: 400, error: 'The passkey could not be checked, or more than 5 minutes went by. Please add it again.' };
    const [taken] = await db.select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.credentialId, verified.credentialId)).limit(1);
    if (taken)
      return { ok: false, status: 409, error: taken.userId === user.id ? 'This passkey is already on your account.' : 'This passkey is already in use here.' };
    if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS) return FULL;
    await db.insert(passkeys).values({ id: randomUUID(), userId: user.id, name, ...verified });
    await afterFactorChange(context, 'profile.passkey_add', `A passkey (${name}) was added to`, startedAt, { passkey: name });
    return { ok: true, message: 'Passkey added. You can now sign in with it alone.' };
  },
  { failure: 'Failed to add the passkey.', duringTwoStepSetup: true },
);

export const renamePasskey = staffAction(
  'editor',
  z.object({ id: passkeyIdSchema, name: passkeyNameSchema }),
  async ({ id, name }, { db, actor, user }): Promise<ActionResult> => {
    const [before] = await db
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .limit(1);
    if (!before) return GONE;
    if (before.name === name) return { ok: true, message: 'The name is unchanged.' };
    await db.transaction(async (tx) => {
      await tx
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)));
      await recordOwnChange(tx, { actor, user }, 'profile.passkey_rename', { from: before.name, to: name });
    });
    return { ok: true, message: 'Passkey renamed.' };
  },
  { failure: 'Failed to rename the passkey.' },
);

/** Removes a passkey from the account (the authenticator may still hold it; it no longer signs in here). */
export const removePasskey = staffAction(
  'editor',
  passwordInput.extend({ id: passkeyIdSchema }),
  async ({ id, password }, context): Promise<ActionResult> => {
    const { db, user } = context;
    const startedAt = new Date();
    const checked = await withPassword(db, user.id, checkPassword(password));
    if (!checked.ok) return checked.answer;
    const [removed] = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!removed) return GONE;
    await afterFactorChange(context, 'profile.passkey_remove', `A passkey (${removed.name}) was removed from`, startedAt, { passkey: removed.name });
    return { ok: true, message: 'Passkey removed. It no longer signs in.' };
  },
  { failure: 'Failed to remove the passkey.' },
);
