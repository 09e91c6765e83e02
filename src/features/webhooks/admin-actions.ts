'use server';

import { z } from 'zod';
import { deleteSchema, recordId, type SaveResult } from '@/features/admin/crud/schema-helpers';
import { actorOf, badInput, refused } from '@/features/admin/crud/server';
import { guarded, type ActionResult } from '@/server/auth/guarded';
import type { SessionUser } from '@/server/auth/session';
import { getDb } from '@/server/db/client';
import { wakeOutboxWorker } from '@/server/mail/worker';
import { queueTestEvent, regenerateSecret, removeEndpoint, revealSecret, setEndpointActive, writeEndpoint } from './endpoints';
import { firstAttemptOf } from './queries';
import { endpointInputSchema } from './schema';

const endpointId = z.object({ id: recordId });
const activeInput = z.object({ id: recordId, isActive: z.boolean('Say whether the endpoint is active.') });
const author = async (user: SessionUser) => ({ ...(await actorOf(user)), name: user.name });

/** Creates an endpoint (no id) or updates it (with its id). */
export async function saveEndpoint(input: unknown): Promise<ActionResult<SaveResult>> {
  return guarded('admin', async (user): Promise<ActionResult<SaveResult>> => {
    const parsed = endpointInputSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const data = await writeEndpoint(await getDb(), await author(user), parsed.data);
      return { ok: true, data, message: data.created ? 'Webhook endpoint created successfully' : 'Webhook endpoint updated successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to save webhook endpoint');
}

export async function deleteEndpoint(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = deleteSchema.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await removeEndpoint(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, message: 'Webhook endpoint deleted successfully' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to delete webhook endpoint');
}

export async function switchEndpoint(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user) => {
    const parsed = activeInput.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      await setEndpointActive(await getDb(), await actorOf(user), parsed.data.id, parsed.data.isActive);
      return { ok: true, message: parsed.data.isActive ? 'Webhook endpoint switched on' : 'Webhook endpoint switched off' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to switch the webhook endpoint');
}

export async function showSecret(input: unknown): Promise<ActionResult<{ secret: string }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ secret: string }>> => {
    const parsed = endpointId.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      return { ok: true, data: { secret: await revealSecret(await getDb(), await actorOf(user), parsed.data.id) } };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to show the secret');
}

export async function newSecret(input: unknown): Promise<ActionResult<{ secret: string }>> {
  return guarded('admin', async (user): Promise<ActionResult<{ secret: string }>> => {
    const parsed = endpointId.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    try {
      const secret = await regenerateSecret(await getDb(), await actorOf(user), parsed.data.id);
      return { ok: true, data: { secret }, message: 'New secret made: update the receiver' };
    } catch (error) {
      return refused(error);
    }
  }, 'Failed to regenerate the secret');
}

/** Sends webhook.test through the outbox at once and waits for the first attempt, so the answer can say how it went. */
export async function sendTestEvent(input: unknown): Promise<ActionResult> {
  return guarded('admin', async (user): Promise<ActionResult> => {
    const parsed = endpointId.safeParse(input);
    if (!parsed.success) return badInput(parsed.error.issues);
    const db = await getDb();
    let deliveryId: string;
    try {
      deliveryId = await queueTestEvent(db, await author(user), parsed.data.id);
    } catch (error) {
      return refused(error);
    }
    wakeOutboxWorker();
    const outcome = await firstAttemptOf(db, deliveryId);
    const code = outcome.responseCode === null ? '' : ` (${outcome.responseCode})`;
    if (outcome.status === 'delivered') return { ok: true, message: `Test event delivered${code}` };
    if (outcome.status === 'queued' || outcome.status === 'sending') return { ok: true, message: 'Test event queued: it goes out in a few seconds' };
    return { ok: false, status: 409, error: `The receiver did not take the test event${code}: ${outcome.lastError ?? 'no answer'}${outcome.status === 'retrying' ? '. It will be retried.' : '.'}` };
  }, 'Failed to send the test event');
}
