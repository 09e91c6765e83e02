'use server';

// The profile's authenticator app (decision 106), through better-auth's two-factor plugin: set up
// (password, then the first right code), new recovery codes (password), turn off (password). Each
// change is audited, emails the owner and signs out the account's other browsers.
import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { renderSVG } from 'uqr';
import { z } from 'zod';
import { staffAction, type StaffContext } from '@/features/admin/crud/action';
import { getSiteInfo } from '@/features/settings/queries';
import { getAuth } from '@/server/auth/auth';
import type { ActionResult } from '@/server/auth/guarded';
import { afterFactorChange, withPassword } from './factor-change';
import { passwordInput } from './schema';

const codeInput = z.object({
  code: z
    .string('Enter the 6-digit code from the app.')
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the app.')),
});

/** What Set up shows once: the QR code, the secret as text for typing it in, and the recovery codes. */
export type AuthenticatorSetup = { qrSvg: string; secret: string; backupCodes: string[] };

const codeOf = (error: APIError) => (error.body as { code?: string } | undefined)?.code ?? '';

/** Step 1 of Set up: the password, then a new secret waiting for its first right code (a setup left unfinished changes nothing). */
export const startAuthenticatorSetup = staffAction(
  'editor',
  passwordInput,
  async ({ password }, { db, user }): Promise<ActionResult<AuthenticatorSetup>> => {
    const auth = await getAuth();
    const site = await getSiteInfo();
    try {
      const started = await withPassword(db, user.id, async () =>
        auth.api.enableTwoFactor({ body: { password, issuer: site.companyName || 'Axion Labs' }, headers: await headers() }),
      );
      if (!started.ok) return started.answer;
      const { totpURI, backupCodes } = started.value as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get('secret') ?? '';
      return {
        ok: true,
        data: { qrSvg: renderSVG(totpURI, { border: 2 }), secret, backupCodes },
        message: 'Scan the QR code with your app, then enter the code it shows.',
      };
    } catch (error) {
      if (error instanceof APIError && codeOf(error) === 'TOTP_ALREADY_ENABLED')
        return { ok: false, status: 409, error: 'An authenticator app is already set up. Turn it off first to set up another.' };
      throw error;
    }
  },
  { failure: 'Failed to start the setup.', duringTwoStepSetup: true },
);

/** Step 2 of Set up: the app's first code proves it holds the secret; two-step sign-in is on from now. */
export const confirmAuthenticatorSetup = staffAction(
  'editor',
  codeInput,
  async ({ code }, context): Promise<ActionResult> => {
    const auth = await getAuth();
    const startedAt = new Date();
    try {
      await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
    } catch (error) {
      if (error instanceof APIError && codeOf(error) === 'INVALID_CODE')
        return { ok: false, status: 400, error: 'That code is not right. Check the time on your phone and try the newest code.' };
      if (error instanceof APIError && codeOf(error) === 'TOTP_NOT_ENABLED')
        return { ok: false, status: 409, error: 'Start the setup again: it was not found.' };
      throw error;
    }
    await afterFactorChange(context, 'profile.two_factor_enable', 'An authenticator app was added to', startedAt);
    return { ok: true, message: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.' };
  },
  { failure: 'Failed to confirm the code.', duringTwoStepSetup: true },
);

/** A change of the factors that asks for the password: made, then audited, told by email, and the other browsers signed out. */
async function changeWithPassword<T>(context: StaffContext, call: () => Promise<T>, action: string, change: string) {
  const startedAt = new Date();
  const done = await withPassword(context.db, context.user.id, call);
  if (done.ok) await afterFactorChange(context, action, change, startedAt);
  return done;
}

/** New recovery codes (the old ones stop working), shown once. */
export const regenerateRecoveryCodes = staffAction(
  'editor',
  passwordInput,
  async ({ password }, context): Promise<ActionResult<{ backupCodes: string[] }>> => {
    const make = async () => (await getAuth()).api.generateBackupCodes({ body: { password }, headers: await headers() });
    const made = await changeWithPassword(context, make, 'profile.recovery_codes_regenerate', 'New recovery codes were made for');
    if (!made.ok) return made.answer;
    return { ok: true, data: { backupCodes: made.value.backupCodes }, message: 'New recovery codes made. The old ones no longer work.' };
  },
  { failure: 'Failed to make new recovery codes.' },
);

/** Turns two-step sign-in off (the app's secret and the recovery codes are deleted). */
export const turnOffAuthenticator = staffAction(
  'editor',
  passwordInput,
  async ({ password }, context): Promise<ActionResult> => {
    const turnOff = async () => (await getAuth()).api.disableTwoFactor({ body: { password }, headers: await headers() });
    const off = await changeWithPassword(context, turnOff, 'profile.two_factor_disable', 'The authenticator app was removed from');
    return off.ok ? { ok: true, message: 'Two-step sign-in is off.' } : off.answer;
  },
  { failure: 'Failed to turn off two-step sign-in.' },
);
