'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { ENTRY_SEND_FAILED, type EntryResult } from './entry-schema';
import { submitEntry } from './submit';
import { postReferer } from './tracking';

/**
 * A built form's server action (the form's id travels in the post). Without JavaScript the page
 * draws its answer; a form that goes to a page after sending redirects there (a 303 for a plain
 * post, a client navigation with JavaScript).
 */
export async function submitFormEntry(_previous: EntryResult, formData: FormData): Promise<EntryResult> {
  if (!submittedForm(formData)) return { status: 'invalid', message: ENTRY_SEND_FAILED, fieldErrors: {}, values: {}, formToken: '' };
  const result = await submitEntry(formData, { ip: await getClientIp(), userAgent: (await headers()).get('user-agent'), referer: await postReferer() });
  if (result.status === 'success' && result.redirectTo) redirect(result.redirectTo);
  return result;
}
