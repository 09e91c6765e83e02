// A real HTTP receiver on a free local port for the webhook tests (integration and e2e): it keeps
// every request and answers the statuses queued in `answers`, then 200.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string; answered: number };

export async function startWebhookReceiver(path = '/hooks') {
  const received: ReceivedWebhook[] = [];
  /** The statuses answered next, in order; 200 once they run out. */
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = answers.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does (docs/operations.md, "Webhooks"): recompute the HMAC over "<timestamp>.<raw body>", compare in constant time, refuse an old timestamp. */
export function isGenuineWebhook(request: Pick<ReceivedWebhook, 'headers' | 'body'>, secret: string) {
  const timestamp = String(request.headers['x-axion-timestamp']);
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`);
  const given = Buffer.from(String(request.headers['x-axion-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}

/** Endpoint addresses the webhook rule refuses (decision 105), each named, for a receiver listening at `receiverUrl`. */
export function internalEndpointUrls(receiverUrl: string): [string, string][] {
  const { port } = new URL(receiverUrl);
  return [
    ['loopback', `http://127.0.0.1:${port}/hooks`],
    ['IPv6 loopback', 'http://[::1]/hooks'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'http://10.0.0.1/'],
    ['a host name resolving to loopback', `http://localhost:${port}/hooks`],
  ];
}
