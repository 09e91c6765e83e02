// Posting one webhook row of the outbox, signed. The signature covers the timestamp and the raw
// body ("<timestamp>.<body>"), so a captured request cannot be replayed later with a fresh
// timestamp; receivers reject timestamps older than a few minutes. The key is the endpoint's
// secret, read at each attempt: after Regenerate, a retry is signed with the new one.
// docs/operations.md, "Webhooks", is the receiver's side of this contract.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { InternalAddressError, isInternalAddress, publicOnlyLookup } from './address';

export const SIGNATURE_HEADER = 'X-Axion-Signature';
export const TIMESTAMP_HEADER = 'X-Axion-Timestamp';
export const DELIVERY_HEADER = 'X-Axion-Delivery';
export const EVENT_HEADER = 'X-Axion-Event';
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex>`: HMAC-SHA256 of "<timestamp>.<raw body>" with the secret. */
export function signWebhook(secret: string, timestamp: number, body: string) {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A new endpoint's signing key: 64 hex characters (256 random bits). */
export function newWebhookSecret() {
  return randomBytes(32).toString('hex');
}

export function isHttpUrl(value: string) {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** A failed delivery; `permanent` ones are not retried. `status`: the HTTP status answered, if any. */
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** How the delivery may connect: WEBHOOKS_ALLOW_PRIVATE_ADDRESSES (decision 105). */
export type DeliveryRules = { allowPrivate: boolean };

/**
 * Posts the body; resolves with the status of a 2xx answer. Throws WebhookDeliveryError:
 * permanent for a 4xx (except 408 and 429), a redirect or a bad or internal address; temporary
 * for 5xx, 408, 429, a timeout or a network failure. Redirects are never followed.
 */
export async function deliverWebhook(
  request: { id: string; url: string; event: string; body: string; secret: string },
  rules: DeliveryRules,
  now = Date.now(),
): Promise<number> {
  if (!isHttpUrl(request.url)) throw new WebhookDeliveryError(`not an http(s) address: ${request.url}`, true);
  const url = new URL(request.url);
  // http.request looks up host names through `lookup`, but connects to an address literal directly.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!rules.allowPrivate && isIP(literal) && isInternalAddress(literal)) throw new WebhookDeliveryError(new InternalAddressError().message, true);
  const timestamp = Math.floor(now / 1000);
  let answer: { status: number; location: string | undefined };
  try {
    answer = await post(url, request.body, rules, {
      'Content-Type': 'application/json',
      'User-Agent': 'AxionLabs-Webhook/1.0',
      [EVENT_HEADER]: request.event,
      [DELIVERY_HEADER]: request.id,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhook(request.secret, timestamp, request.body),
    });
  } catch (error) {
    if (error instanceof InternalAddressError) throw new WebhookDeliveryError(error.message, true);
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : ((error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error)));
    throw new WebhookDeliveryError(`webhook request failed: ${reason}`, false);
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return status;
  if (status >= 300 && status < 400)
    throw new WebhookDeliveryError(`webhook answered ${status} (redirect to ${answer.location ?? '?'}): set the final address`, true, status);
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
  throw new WebhookDeliveryError(`webhook answered ${status}`, permanent, status);
}

/** One POST over node:http(s), so the connection's own lookup is the checked one; the answer's body is drained unread. */
function post(url: URL, body: string, rules: DeliveryRules, headers: Record<string, string>): Promise<{ status: number; location: string | undefined }> {
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        lookup: rules.allowPrivate ? undefined : publicOnlyLookup,
        agent: false,
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    outgoing.on('error', (error) => reject(error.name === 'AbortError' && error.cause instanceof Error ? error.cause : error));
    outgoing.end(body);
  });
}
