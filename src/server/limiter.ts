/** Runs tasks at most `limit` at a time, in arrival order. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so active stays the same.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
