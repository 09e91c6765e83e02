'use server';

import { z } from 'zod';
import { saveAndDelete, staffAction, writeThenSay } from '@/features/admin/crud/action';
import { recordId } from '@/features/admin/crud/schema-helpers';
import type { ActionResult } from '@/server/auth/guarded';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { webhooksCollection } from './collection';
import { queueTestEvent, regenerateSecret, revealSecret, setEndpointActive } from './endpoints';
import { firstAttemptOf } from './queries';

const endpointId = z.object({ id: recordId });
const activeInput = z.object({ id: recordId, isActive: z.boolean('Say whether the endpoint is active.') });

const actions = saveAndDelete('admin', webhooksCollection);

/** Creates an endpoint (no id) or updates it (with its id). */
export const saveEndpoint = actions.save;
export const deleteEndpoint = actions.remove;

export const switchEndpoint = staffAction(
  'admin',
  activeInput,
  writeThenSay(
    (db, actor, { id, isActive }: z.output<typeof activeInput>) => setEndpointActive(db, actor, id, isActive),
    ({ isActive }) => (isActive ? 'Webhook endpoint switched on' : 'Webhook endpoint switched off'),
  ),
  { failure: 'Failed to switch the webhook endpoint' },
);

export const showSecret = staffAction(
  'admin',
  endpointId,
  async ({ id }, { db, actor }): Promise<ActionResult<{ secret: string }>> => ({ ok: true, data: { secret: await revealSecret(db, actor, id) } }),
  { failure: 'Failed to show the secret' },
);

export const newSecret = staffAction(
  'admin',
  endpointId,
  async ({ id }, { db, actor }): Promise<ActionResult<{ secret: string }>> => {
    const secret = await regenerateSecret(db, actor, id);
    return { ok: true, data: { secret }, message: 'New secret made: update the receiver' };
  },
  { failure: 'Failed to regenerate the secret' },
);

/** Sends webhook.test through the outbox at once and waits for the first attempt, so the answer can say how it went. */
export const sendTestEvent = staffAction(
  'admin',
  endpointId,
  async ({ id }, { db, actor }): Promise<ActionResult> => {
    const deliveryId = await queueTestEvent(db, actor, id);
    wakeOutboxWorker();
    const outcome = await firstAttemptOf(db, deliveryId);
    const code = outcome.responseCode === null ? '' : ` (${outcome.responseCode})`;
    if (outcome.status === 'delivered') return { ok: true, message: `Test event delivered${code}` };
    if (outcome.status === 'queued' || outcome.status === 'sending') return { ok: true, message: 'Test event queued: it goes out in a few seconds' };
    return {
      ok: false,
      status: 409,
      error: `The receiver did not take the test event${code}: ${outcome.lastError ?? 'no answer'}${outcome.status === 'retrying' ? '. It will be retried.' : '.'}`,
    };
  },
  { failure: 'Failed to send the test event' },
);
