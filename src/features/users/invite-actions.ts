'use server';

import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { newPasswordSchema, type AuthResult } from '@/features/auth/schema';
import { getDb } from '@/server/db/client';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { acceptInvitation as setInvitedPassword, findInvitation } from './users';

const acceptSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, 'The two passwords do not match.');

/**
 * The invitation link's form (no session: the invitee has none yet). The token is checked, the
 * password stored as better-auth stores it, the token spent; then on to the admin login.
 */
export async function acceptInvitation(_previous: AuthResult, formData: FormData): Promise<AuthResult> {
  if (!submittedForm(formData)) return { status: 'error', message: 'Please check the form.' };
  const db = await getDb();
  const token = formData.get('token');
  if (!(await findInvitation(db, token))) notFound();
  const parsed = acceptSchema.safeParse({ password: formData.get('password') ?? '', confirmPassword: formData.get('confirmPassword') ?? '' });
  if (!parsed.success) return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
  const accepted = await setInvitedPassword(db, String(token), parsed.data.password, { ipAddress: await getClientIp() });
  if (!accepted) notFound();
  redirect(`/ax-admin-panel?next=${encodeURIComponent('/admin/dashboard')}`);
}
