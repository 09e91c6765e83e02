import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPerAddressCount, createRenderSlots, type SlotRefusal } from './render-slots';

type Granted = () => void;
const isRefusal = (value: Granted | SlotRefusal): value is SlotRefusal => typeof value !== 'function';
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('the render slots', () => {
  it('runs at most `slots` requests at once, the rest in arrival order as slots free up', async () => {
    const slots = createRenderSlots({ slots: 2, queue: 10, waitMs: 5000, holdMs: 30_000, perAddress: 2 });
    const order: string[] = [];
    const ask = (name: string, address = 'a') => slots.acquire({ address }).then((slot) => (order.push(name), slot));
    const first = await ask('1');
    const second = await ask('2');
    const third = ask('3');
    const fourth = ask('4');
    await settle();
    expect(order).toEqual(['1', '2']);
    expect(slots.stats()).toMatchObject({ active: 2, waiting: 2 });
    (second as Granted)();
    await settle();
    expect(order).toEqual(['1', '2', '3']);
    (first as Granted)();
    await settle();
    expect(order).toEqual(['1', '2', '3', '4']);
    ((await third) as Granted)();
    ((await fourth) as Granted)();
    expect(slots.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After at once when the queue is full, instead of queueing without end', async () => {
    const slots = createRenderSlots({ slots: 1, queue: 2, waitMs: 4000, holdMs: 30_000 });
    await slots.acquire({ address: 'a' });
    void slots.acquire({ address: 'b' });
    void slots.acquire({ address: 'c' });
    const refused = await slots.acquire({ address: 'd' });
    expect(isRefusal(refused) && refused).toMatchObject({ status: 503, retryAfter: 4, reason: 'render queue full' });
    expect(slots.stats().waiting).toBe(2);
  });

  it('answers 503 to a request that waited its longest, and frees its place', async () => {
    vi.useFakeTimers();
    const slots = createRenderSlots({ slots: 1, queue: 5, waitMs: 5000, holdMs: 60_000 });
    await slots.acquire({ address: 'a' });
    const waiting = slots.acquire({ address: 'b' });
    vi.advanceTimersByTime(5001);
    const answer = await waiting;
    expect(isRefusal(answer) && answer.reason).toBe('waited too long for a render slot');
    expect(slots.stats().waiting).toBe(0);
  });

  it('frees the place of a client that left while queued: it never takes a slot', async () => {
    const slots = createRenderSlots({ slots: 1, queue: 5, waitMs: 5000, holdMs: 30_000 });
    const held = (await slots.acquire({ address: 'a' })) as Granted;
    const gone = new AbortController();
    const left = slots.acquire({ address: 'b', gone: gone.signal });
    const after = slots.acquire({ address: 'c' });
    gone.abort();
    expect(isRefusal(await left)).toBe(true);
    held();
    const next = await after;
    expect(isRefusal(next)).toBe(false);
    expect(slots.stats()).toMatchObject({ active: 1, waiting: 0 });
  });

  it('takes a slot back from a request that holds it too long, whatever the app does', async () => {
    vi.useFakeTimers();
    const slots = createRenderSlots({ slots: 1, queue: 5, waitMs: 60_000, holdMs: 30_000 });
    const stuck = (await slots.acquire({ address: 'a' })) as Granted;
    const waiting = slots.acquire({ address: 'b' });
    vi.advanceTimersByTime(30_001);
    expect(isRefusal(await waiting)).toBe(false);
    expect(slots.stats()).toMatchObject({ active: 1, stuck: 1 });
    // The late request's own release later changes nothing.
    stuck();
    expect(slots.stats().active).toBe(1);
  });

  it('lets no address hold more than its share while others wait', async () => {
    const slots = createRenderSlots({ slots: 4, queue: 20, waitMs: 5000, holdMs: 30_000 });
    const flood = Array.from({ length: 6 }, () => slots.acquire({ address: 'attacker' }));
    await settle();
    expect(slots.stats()).toMatchObject({ active: 2, waiting: 4 });
    // A visitor from elsewhere gets a slot at once, ahead of the attacker's queue.
    const visitor = await slots.acquire({ address: 'visitor' });
    expect(isRefusal(visitor)).toBe(false);
    expect(slots.stats().active).toBe(3);
    void flood;
  });

  it('serves staff and the page cache before anonymous requests', async () => {
    const slots = createRenderSlots({ slots: 1, queue: 10, waitMs: 5000, holdMs: 30_000 });
    const held = (await slots.acquire({ address: 'a' })) as Granted;
    const order: string[] = [];
    const anonymous = slots.acquire({ address: 'b' }).then((slot) => (order.push('anonymous'), slot));
    const staff = slots.acquire({ address: 'c', priority: true }).then((slot) => (order.push('staff'), slot));
    held();
    ((await staff) as Granted)();
    await anonymous;
    expect(order).toEqual(['staff', 'anonymous']);
  });
});

describe('counting per address', () => {
  it('refuses past the limit and forgets an address at zero', () => {
    const count = createPerAddressCount(2);
    expect([count.take('a'), count.take('a'), count.take('a'), count.take('b')]).toEqual([true, true, false, true]);
    count.give('a');
    expect(count.take('a')).toBe(true);
    count.give('a');
    count.give('a');
    count.give('b');
    expect(count.size()).toBe(0);
  });
});
