'use server';

import { headers } from 'next/headers';
import { postReferer } from '@/features/forms/tracking';
import { getClientIp } from '@/server/request';
import { submittedForm } from '@/server/request-fault';
import { visitRequest } from '@/features/analytics/lead-visit';
import { SEND_FAILED_MESSAGE, type InquiryResult } from './options';
import { receiveInquiry } from './receive';

/** The contact form's server action: validate, limit, store the lead with its emails, answer. */
export async function submitInquiry(_previous: InquiryResult, formData: FormData): Promise<InquiryResult> {
  if (!submittedForm(formData)) return { status: 'invalid', message: SEND_FAILED_MESSAGE, fieldErrors: {}, values: {}, formToken: '' };
  return receiveInquiry(formData, async () => ({
    ip: await getClientIp(),
    userAgent: (await headers()).get('user-agent'),
    referer: await postReferer(),
    visit: await visitRequest(),
  }));
}
