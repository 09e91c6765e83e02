// The webhook address rule (decision 105) against a real receiver on 127.0.0.1: refused when
// saved and at delivery, by address literal and by a host name that resolves to loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalEndpointUrls, startWebhookReceiver } from '@/test/webhook-receiver';
import { INTERNAL_ADDRESS_MESSAGE, isInternalAddress, UNRESOLVED_MESSAGE, webhookAddressRefusal } from './address';
import { deliverWebhook, WebhookDeliveryError } from './deliver';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver('/hooks');
});
afterAll(() => receiver.close());

const port = () => new URL(receiver.url).port;
const request = (url: string) => ({ id: 'delivery-1', url, event: 'webhook.test', body: '{"ok":true}', secret: 's'.repeat(64) });

describe('which addresses a webhook may reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111'])('allows %s', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('saving an endpoint', () => {
  it('refuses each internal address with a sentence', async () => {
    for (const [what, url] of internalEndpointUrls(receiver.url)) expect(await webhookAddressRefusal(url, false), what).toBe(INTERNAL_ADDRESS_MESSAGE);
  });

  it('says so when the host name does not resolve', async () => {
    expect(await webhookAddressRefusal('https://no-such-host.invalid/hooks', false)).toBe(UNRESOLVED_MESSAGE);
  });

  it('allows them all with the development switch on', async () => {
    expect(await webhookAddressRefusal(`http://localhost:${port()}/hooks`, true)).toBeNull();
    expect(await webhookAddressRefusal('http://10.0.0.1/', true)).toBeNull();
  });
});

describe('delivering', () => {
  it.each([
    ['an address literal', () => `http://127.0.0.1:${port()}/hooks`],
    ['a host name resolving to loopback (checked on the connection’s own lookup)', () => `http://localhost:${port()}/hooks`],
  ])('never reaches a local receiver through %s, and is not retried', async (_, url) => {
    const refusal = await deliverWebhook(request(url()), { allowPrivate: false }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(WebhookDeliveryError);
    expect((refusal as WebhookDeliveryError).permanent).toBe(true);
    expect((refusal as Error).message).toMatch(/local or private address/);
    expect(receiver.received).toHaveLength(0);
  });

  it('reaches it with the development switch on, signed, without following a redirect', async () => {
    expect(await deliverWebhook(request(receiver.url), { allowPrivate: true })).toBe(200);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toBe('{"ok":true}');
    expect(receiver.received[0]!.headers['x-axion-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    receiver.answers.push(302);
    const redirect = await deliverWebhook(request(receiver.url), { allowPrivate: true }).catch((error: unknown) => error);
    expect((redirect as WebhookDeliveryError).status).toBe(302);
    expect((redirect as WebhookDeliveryError).permanent).toBe(true);
    expect(receiver.received).toHaveLength(2);
  });
});
