// Property-based: whatever arrives at the links of a subscriber's emails (a tampered token, a
// made-up issue, a body that is not the one-click form), the answer is a 4xx or the page, never a
// 5xx, and only the subscriber whose token it is can be unsubscribed.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as resubscribe } from '@/app/api/newsletter/resubscribe/route';
import { GET as openOneClick, POST as unsubscribe } from '@/app/api/newsletter/unsubscribe/route';
import type { Database } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileString } from '@/test/hostile';
import { confirmSubscription } from './subscribers';

const TOKEN = 'k'.repeat(32);
let db: Database;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(newsletterSubscribers).values({ email: 'ada@example.com', status: 'subscribed', unsubscribeToken: TOKEN });
});
const statusOfAda = async () =>
  (await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ada@example.com')))[0]!.status;

const url = (path: string, query: Record<string, string>) => `http://localhost${path}?${new URLSearchParams(query)}`;
const body = fc.oneof(
  fc.constant({ type: 'application/x-www-form-urlencoded', text: 'List-Unsubscribe=One-Click' }),
  fc.constant({ type: 'application/x-www-form-urlencoded', text: 'from=page' }),
  fc.record({
    type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', ''),
    text: hostileString,
  }),
);

describe('the links of the newsletter emails under hostile input', () => {
  it('answer a bad token or body with a 4xx or a redirect to a page, and unsubscribe nobody', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, body, async (token, issue, posted) => {
        fc.pre(token !== TOKEN);
        const init: RequestInit = { method: 'POST', headers: posted.type ? { 'content-type': posted.type } : {}, body: posted.text };
        for (const answer of [
          await unsubscribe(new Request(url('/api/newsletter/unsubscribe', { token, issue }), init)),
          await resubscribe(new Request(url('/api/newsletter/resubscribe', { token }), init)),
        ]) {
          expect([200, 303, 400, 404]).toContain(answer.status);
          // 200 only for a real one-click unsubscribe, which needs a real token.
          expect(answer.status).not.toBe(200);
        }
        expect((await openOneClick(new Request(url('/api/newsletter/unsubscribe', { token, issue })))).status).toBe(303);
        expect(['invalid', 'expired', 'unknown']).toContain((await confirmSubscription(db, token)).status);
        expect(await statusOfAda()).toBe('subscribed');
      }),
      FC_PARAMS,
    );
  });

  it('unsubscribe with the one-click body and the real token, whatever the issue parameter says', async () => {
    const answer = await unsubscribe(
      new Request(url('/api/newsletter/unsubscribe', { token: TOKEN, issue: '<script>' }), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('You are unsubscribed. You will receive no more newsletters.');
    expect(await statusOfAda()).toBe('unsubscribed');
  });
});
