// Property-based: whatever a client sends to the estimator's generateEstimate action, it answers
// with a message and saves no estimate or lead unless the choices are valid and priced.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { estimates, leads } from '@/server/db/schema';
import { seedDatabase } from '@/seed/seed';
import { createTestDatabase } from '@/test/database';
import { prototypesUnpolluted, FC_PARAMS, hostileString, wrongType } from '@/test/hostile';
import { generateEstimate } from './actions';
import { EstimateRejected, storeEstimate } from './estimates';
import { getEstimatorData, type EstimatorData } from './queries';
import { GENERATE_FAILED_MESSAGE } from './options';
import { estimateChoicesSchema } from './schema';
import { estimateChoicesFor } from './test-choices';

let db: Database;
let data: EstimatorData;
beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await seedDatabase(db);
  data = await getEstimatorData();
});

const company = { name: 'Axion Labs', email: 'hello@axionlabs.dev', phone: '', address: 'Sheridan, WY, USA' };
const counts = async () => ({
  estimates: (await db.select({ n: count() }).from(estimates))[0]!.n,
  leads: (await db.select({ n: count() }).from(leads))[0]!.n,
});

function validChoices(): Record<string, unknown> {
  return estimateChoicesFor(data, { contact: { name: 'Grace Hopper', email: 'grace@example.com', company: 'Navy Labs', description: 'A RAG assistant.' } });
}

const PATHS = [
  ['requestId'],
  ['projectTypeId'],
  ['features'],
  ['features', '0'],
  ['features', '0', 'id'],
  ['features', '0', 'complexity'],
  ['complexity'],
  ['complexity', 'scale'],
  ['designLevel'],
  ['delivery', 'timeline'],
  ['delivery', 'phases'],
  ['contact'],
  ['contact', 'name'],
  ['contact', 'email'],
  ['contact', 'company'],
  ['contact', 'phone'],
  ['contact', 'description'],
  ['contact', '__proto__'],
  ['__proto__'],
  ['constructor'],
  ['total'],
] as const;

/** The valid choices with one to three values, anywhere in them, replaced by hostile ones. */
const mutated = fc.array(fc.tuple(fc.constantFrom(...PATHS), fc.oneof(hostileString, wrongType, fc.uuid())), { minLength: 1, maxLength: 3 }).map((changes) => {
  // Through JSON, as the action's argument arrives from a browser.
  const choices = JSON.parse(JSON.stringify(validChoices())) as Record<string, unknown>;
  for (const [path, value] of changes) {
    let target = choices as Record<string, unknown>;
    for (const key of path.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    Object.defineProperty(target, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  }
  return choices;
});

const payload = fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: wrongType, weight: 1 });

describe('generateEstimate under hostile input', () => {
  it('refuses invalid choices with a message and saves nothing; saves valid ones or refuses unknown ids', async () => {
    let refused = 0;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (choices) => {
        const before = await counts();
        const result = await generateEstimate(choices);
        expect(prototypesUnpolluted()).toBe(true);
        const parsed = estimateChoicesSchema.safeParse(choices);
        if (!parsed.success) {
          refused++;
          expect(result.status).toBe('error');
          // A contact field the visitor can fix is named; anything else the wizard never sends.
          const message = result.status === 'error' ? result.message : '';
          expect(message).toMatch(
            /^(Failed to generate estimate\. Please try again\.|Please enter your name and email\.|Please enter a valid email address\.|\w[\w ]* must be at most [\d,]+ characters\.)$/,
          );
          expect(await counts()).toEqual(before);
          return;
        }
        // Valid: outside a request the action stops at the rate limit; save it as the action would.
        expect(result).toEqual({ status: 'error', message: GENERATE_FAILED_MESSAGE });
        try {
          await storeEstimate(db, parsed.data, data, company);
          stored++;
          expect(await counts()).toEqual({ estimates: before.estimates + 1, leads: before.leads + 1 });
        } catch (error) {
          expect(error).toBeInstanceOf(EstimateRejected);
          expect(await counts()).toEqual(before);
        }
      }),
      {
        ...FC_PARAMS,
        examples: [
          [{ ...validChoices(), contact: { name: 'Grace\u0000', email: 'grace@example.com', description: '\u0000' } }],
          [JSON.parse('{"__proto__":{"polluted":true}}')],
          [{ ...validChoices(), total: 1 }],
        ],
      },
    );
    expect(refused).toBeGreaterThan(10);
    expect(stored).toBeGreaterThan(0);
  });
});
