// Posting one webhook row of the outbox, signed. The signature covers the timestamp and the raw
// body ("<timestamp>.<body>"), so a captured request cannot be replayed later with a fresh
// timestamp; receivers reject timestamps older than a few minutes. The key is the site setting
// lead_webhook_secret, generated here on the first delivery when it is empty.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import { isHttpUrl, LEAD_CREATED_EVENT, LEAD_WEBHOOK_SECRET_KEY } from './lead-webhook';

export const SIGNATURE_HEADER = 'X-Axion-Signature';
export const TIMESTAMP_HEADER = 'X-Axion-Timestamp';
export const DELIVERY_HEADER = 'X-Axion-Delivery';
export const EVENT_HEADER = 'X-Axion-Event';
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret. */
export function signWebhook(secret: string, timestamp: number, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The signing key; made (and stored, once, even with several processes) when the setting is empty or missing. */
export async function webhookSecret(db: Database): Promise<string> {
  const read = async () => {
    const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, LEAD_WEBHOOK_SECRET_KEY)).limit(1);
    return typeof row?.value === 'string' ? row.value.trim() : '';
  };
  const current = await read();
  if (current) return current;
  const generated = randomBytes(32).toString('hex');
  await db
    .insert(siteSettings)
    .values({ key: LEAD_WEBHOOK_SECRET_KEY, value: generated, type: 'text', description: 'Key of the HMAC-SHA256 signature (X-Axion-Signature) of webhook requests.' })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: generated, updatedAt: new Date() }, setWhere: and(eq(siteSettings.key, LEAD_WEBHOOK_SECRET_KEY), sql`${siteSettings.value} = '""'::jsonb`) });
  // Another process may have stored its own first: use whichever is stored.
  return (await read()) || generated;
}

/** A failed delivery; `permanent` ones are not retried. */
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Posts the body; resolves on a 2xx answer. Throws WebhookDeliveryError: permanent for a 4xx
 * (except 408 and 429), a redirect or a bad address; temporary for 5xx, 408, 429, a timeout or
 * a network failure.
 */
export async function deliverWebhook(request: { id: string; url: string; body: string; secret: string }, now = Date.now()) {
  if (!isHttpUrl(request.url)) throw new WebhookDeliveryError(`not an http(s) address: ${request.url}`, true);
  const timestamp = Math.floor(now / 1000);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'AxionLabs-Webhook/1.0',
        [EVENT_HEADER]: LEAD_CREATED_EVENT,
        [DELIVERY_HEADER]: request.id,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(request.secret, timestamp, request.body),
      },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : (cause?.code ?? cause?.message ?? String(error));
    throw new WebhookDeliveryError(`webhook request failed: ${reason}`, false);
  }
  // The answer's body is not used; release the connection.
  await response.body?.cancel().catch(() => {});
  const { status } = response;
  if (status >= 200 && status < 300) return;
  if (status >= 300 && status < 400) throw new WebhookDeliveryError(`webhook answered ${status} (redirect to ${response.headers.get('location') ?? '?'}): set the final address`, true);
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new WebhookDeliveryError(`webhook answered ${status}`, permanent);
}
