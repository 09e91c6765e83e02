// The webhook address rule (decision 105) as an admin meets it, with the development switch off:
// an endpoint at a loopback, private, link-local or metadata address, or at a name that resolves
// to loopback, is refused with a sentence and nothing is stored; an endpoint that got in anyway
// (saved while the switch was on) is never reached: its delivery fails for good.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrudError } from '@/features/admin/crud/server';
import { createAdministrator } from '@/server/auth/bootstrap';
import type { Database } from '@/server/db/client';
import { mailOutbox, webhookEndpoints } from '@/server/db/schema';
import { env } from '@/server/env';
import { createFileTransport } from '@/server/mail/transport';
import { processOutbox } from '@/server/mail/worker';
import { INTERNAL_ADDRESS_MESSAGE } from '@/server/webhooks/address';
import { createTestDatabase } from '@/test/database';
import { internalEndpointUrls, startWebhookReceiver } from '@/test/webhook-receiver';
import { webhooksCollection } from './collection';
import { queueTestEvent } from './endpoints';

let db: Database;
let admin: { id: string; email: string; name: string; ipAddress: string };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let root: string;

beforeAll(async () => {
  // The integration setup turns the switch on for the other webhook tests; this file tests it off.
  env().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = false;
  db = (await createTestDatabase()).db;
  const user = await createAdministrator(db, { email: 'ada@axionlabs.dev', password: 'a long passphrase for ada', name: 'Ada Admin', role: 'admin' });
  admin = { id: user.id, email: 'ada@axionlabs.dev', name: 'Ada Admin', ipAddress: '192.0.2.1' };
  receiver = await startWebhookReceiver('/hooks');
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-rule-'));
});
afterAll(async () => {
  env().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = true;
  await receiver.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const port = () => new URL(receiver.url).port;

describe('saving an endpoint with the switch off', () => {
  it('refuses each internal address with a sentence and stores nothing', async () => {
    for (const [what, url] of internalEndpointUrls(receiver.url)) {
      const refusal = await webhooksCollection
        .write(db, admin, { url, description: '', events: ['lead.created'], isActive: true })
        .catch((error: unknown) => error);
      expect(refusal, what).toBeInstanceOf(CrudError);
      expect(refusal, what).toMatchObject({ message: INTERNAL_ADDRESS_MESSAGE, status: 400 });
    }
    expect(await db.select().from(webhookEndpoints)).toEqual([]);
  });
});

describe('delivering with the switch off', () => {
  it('never reaches a local receiver from an endpoint saved while the switch was on: the test event fails for good, not retried', async () => {
    const [hook] = await db
      .insert(webhookEndpoints)
      .values({ url: `http://localhost:${port()}/hooks`, secret: 'a'.repeat(64), events: ['lead.created'], createdByName: 'Ada Admin' })
      .returning();
    const deliveryId = await queueTestEvent(db, admin, hook!.id);
    await processOutbox(db, createFileTransport(path.join(root, 'mail')));
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, deliveryId));
    expect(delivery).toMatchObject({ status: 'failed' });
    expect(delivery!.lastError).toMatch(/local or private address/);
  });
});
