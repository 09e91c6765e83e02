import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

/** A task that runs until `finish()` is called, noting when it started. */
function controllable(started: number[], id: number) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<number>((resolve, reject) => {
    finish = () => resolve(id);
    fail = reject;
  });
  return { task: () => (started.push(id), done), finish: () => finish(), fail: (e: Error) => fail(e) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the limiter', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order as slots free up', async () => {
    const run = createLimiter(2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((id) => controllable(started, id));
    const results = tasks.map((t) => run(t.task));
    await settle();
    expect(started).toEqual([0, 1]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createLimiter(1);
    const started: number[] = [];
    const first = controllable(started, 0);
    const second = controllable(started, 1);
    const failed = run(first.task);
    const next = run(second.task);
    first.fail(new Error('render failed'));
    await expect(failed).rejects.toThrow('render failed');
    await settle();
    expect(started).toEqual([0, 1]);
    second.finish();
    expect(await next).toBe(1);
  });
});
