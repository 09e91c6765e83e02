// The POST ends of the links in a subscriber's emails (src/app/api/newsletter/*): the one-click
// unsubscribe of RFC 8058, which a mail provider posts with the body List-Unsubscribe=One-Click
// and reads the status of, and the buttons of our own pages, which come back to the preferences
// page (a relative 303, so the visitor stays on the host they used).
import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { resubscribeByToken, unsubscribeByToken } from './subscribers';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
const backTo = (path: string) => new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });

/** The posted fields, or null when the body is not a form (another content type, a broken body). */
async function postedFields(request: Request): Promise<URLSearchParams | null> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return null;
  try {
    const form = await request.formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value);
    return fields;
  } catch {
    return null;
  }
}

function preferencesPath(token: string, changed: string) {
  return `/newsletter/preferences?${new URLSearchParams({ token, changed })}`;
}

export async function postUnsubscribe(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const token = query.get('token') ?? '';
  const fields = await postedFields(request);
  const oneClick = fields?.get('List-Unsubscribe') === 'One-Click';
  if (!oneClick && fields?.get('from') !== 'page')
    return text('To unsubscribe, post List-Unsubscribe=One-Click (RFC 8058), or open the link in your email.', 400);
  try {
    const outcome = await unsubscribeByToken(await getDb(), token, query.get('issue'));
    if (outcome.status === 'unknown')
      return oneClick
        ? text('This unsubscribe link is not valid: no subscriber has it.', 404)
        : backTo(`/newsletter/unsubscribe?${new URLSearchParams({ token })}`);
    return oneClick ? text('You are unsubscribed. You will receive no more newsletters.', 200) : backTo(preferencesPath(token, 'unsubscribed'));
  } catch (error) {
    logger.error({ err: error }, 'newsletter unsubscribe failed');
    return text('Unsubscribing failed. Please try again in a minute.', 503);
  }
}

export async function postResubscribe(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const fields = await postedFields(request);
  if (fields?.get('from') !== 'page') return text('Subscribe again from the preferences page linked in your email.', 400);
  try {
    await resubscribeByToken(await getDb(), token);
    // An unknown token lands on the preferences page, which says the link is not valid.
    return backTo(preferencesPath(token, 'subscribed'));
  } catch (error) {
    logger.error({ err: error }, 'newsletter resubscribe failed');
    return text('Subscribing failed. Please try again in a minute.', 503);
  }
}
