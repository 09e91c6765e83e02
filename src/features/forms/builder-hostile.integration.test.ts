// Property-based: whatever definition reaches the form builder's writes (a forged action call, a
// pasted label with control characters), a save either stores what it was given, tidied as the
// schema says, or is refused with a message; never an error of the database, never a polluted
// prototype, and a refused save writes nothing.
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog, forms, users } from '@/server/db/schema';
import { createTestDatabase } from '@/test/database';
import { FC_PARAMS, hostileString, prototypesUnpolluted, wrongType } from '@/test/hostile';
import { getBuilderForm } from './builder-queries';
import { createForm, FormRefusal, updateForm } from './builder-writes';

let db: Database;
const actor = { id: 'user-hal', email: 'hal@axionlabs.dev', ipAddress: '203.0.113.30' };

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  await db.insert(users).values({ id: actor.id, email: actor.email, name: 'Hal Hostile', role: 'editor' });
});

const counts = async () => ({ forms: (await db.select({ n: count() }).from(forms))[0]!.n, audit: (await db.select({ n: count() }).from(auditLog))[0]!.n });

function validDefinition(slug: string) {
  return {
    name: 'Webinar',
    slug,
    description: 'A talk.',
    fields: [
      { id: 'a', type: 'text', name: 'name', label: 'Name', help: 'Your full name', placeholder: 'Ada', required: true },
      { id: 'b', type: 'select', name: 'track', label: 'Track', options: ['AI', 'Web'] },
      { id: 'c', type: 'text', name: 'topic', label: 'Topic', showWhen: { field: 'track', equals: 'AI' } },
      { id: 'd', type: 'hidden', name: 'campaign', label: 'Campaign', value: 'spring' },
    ],
    settings: {
      submitLabel: 'Join',
      closedMessage: 'Closed.',
      notifyEmails: ['team@example.com'],
      confirmation: { enabled: false, subject: 'Thanks', body: 'See you.' },
    },
  } as Record<string, unknown>;
}

/** Where a hostile value goes: a text of the form, a field or the settings, or a whole part. */
const SLOTS = [
  ['name'],
  ['description'],
  ['slug'],
  ['fields'],
  ['settings'],
  ['fields', 0, 'label'],
  ['fields', 0, 'help'],
  ['fields', 0, 'placeholder'],
  ['fields', 0, 'name'],
  ['fields', 0, 'type'],
  ['fields', 0, 'maxLength'],
  ['fields', 1, 'options', 0],
  ['fields', 1, 'options'],
  ['fields', 2, 'showWhen'],
  ['fields', 2, 'showWhen', 'equals'],
  ['fields', 3, 'value'],
  ['settings', 'submitLabel'],
  ['settings', 'closedMessage'],
  ['settings', 'redirectTo'],
  ['settings', 'notifyEmails', 0],
  ['settings', 'confirmation', 'body'],
  ['settings', 'successMessage'],
  ['settings', 'closesAt'],
  ['__proto__'],
] as const;

function placed(definition: Record<string, unknown>, path: readonly (string | number)[], value: unknown) {
  let target = definition as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    // An earlier slot replaced this part with something that holds nothing.
    if (typeof next !== 'object' || next === null) return definition;
    target = next as Record<string | number, unknown>;
  }
  Object.defineProperty(target, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
  return definition;
}

const hostileDefinition = fc
  .uniqueArray(fc.constantFrom(...SLOTS), { minLength: 1, maxLength: 3 })
  .chain((slots) =>
    fc.tuple(
      fc.constant(slots),
      fc.array(fc.oneof({ arbitrary: hostileString, weight: 3 }, { arbitrary: wrongType, weight: 1 }), { minLength: slots.length, maxLength: slots.length }),
    ),
  );

describe('the form builder’s writes under hostile input', () => {
  it('store what passes the schema and refuse the rest with a message, never a database error', async () => {
    let run = 0;
    let refused = 0;
    let stored = 0;
    const existing = await createForm(db, actor, validDefinition('existing'));
    let updatedAt = existing.updatedAt;
    await fc.assert(
      fc.asyncProperty(hostileDefinition, fc.boolean(), async ([slots, values], update) => {
        run++;
        const definition = validDefinition(`form-${run}`);
        slots.forEach((slot, i) => placed(definition, slot, values[i]));
        const before = await counts();
        const outcome = await (update ? updateForm(db, actor, { id: existing.id, updatedAt, form: definition }) : createForm(db, actor, definition)).catch(
          (error: unknown) => error,
        );
        expect(prototypesUnpolluted()).toBe(true);
        if (outcome instanceof Error) {
          expect(outcome, String(outcome)).toBeInstanceOf(FormRefusal);
          expect((outcome as FormRefusal).message.length).toBeGreaterThan(5);
          expect(await counts()).toEqual(before);
          refused++;
          return;
        }
        stored++;
        if (update) updatedAt = (outcome as { updatedAt: string }).updatedAt;
        // What was stored reads back through the schemas.
        const saved = await getBuilderForm(db, (outcome as { id: string }).id);
        expect(saved?.fields.length).toBeGreaterThan(0);
      }),
      {
        ...FC_PARAMS,
        examples: [
          [
            [
              [['fields', 0, 'label'], ['description']],
              ['Name\u0000', 'A\u0000talk'],
            ],
            false,
          ],
          [[[['settings', 'closedMessage']], ['\ud800 closed']], true],
          [[[['fields', 1, 'options', 0]], ['\u0000']], false],
        ],
      },
    );
    expect(refused).toBeGreaterThan(5);
    expect(stored).toBeGreaterThan(5);
  });
});
