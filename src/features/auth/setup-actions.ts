'use server';

import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { consumeSetupTokens, createAdministrator, isValidSetupToken } from '@/server/auth/bootstrap';
import { getDb } from '@/server/db/client';
import { submittedForm } from '@/server/request-fault';
import { newPasswordSchema, type AuthResult } from './schema';
import { setSignInNotice } from './sign-in-notice';

const setupSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
  password: newPasswordSchema,
});

/** The one-time setup link's form: creates the first super admin, then the link is spent and the sign-in page says so. */
export async function createFirstAdministrator(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Please check the form.' };
  const db = await getDb();
  if (!(await isValidSetupToken(db, formData.get('token')))) notFound();
  const typed = { name: String(formData.get('name') ?? '').slice(0, 200), email: String(formData.get('email') ?? '').slice(0, 254) };
  const parsed = setupSchema.safeParse({ ...typed, password: formData.get('password') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please check the form.', values: typed };
  await createAdministrator(db, parsed.data);
  await consumeSetupTokens(db);
  await setSignInNotice('account-ready', parsed.data.email);
  redirect('/ax-admin-panel?next=/admin/dashboard');
}
