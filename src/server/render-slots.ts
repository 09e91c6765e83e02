// The slots in which requests run inside Next.js (decision 094). Renders are CPU work on one
// thread: a few at once use the processor fully, more only add memory. So requests wait their turn
// in a queue that is bounded in length and in time: a request that cannot be served soon is told so
// at once (503 with Retry-After) instead of waiting behind thousands. No one address may hold more
// than half the slots, our own page cache renders and signed-in staff go before the others, a
// request whose client left gives up its place, and a slot comes back when its response closes or
// after `holdMs` even if the app never finishes, so nothing a client does can keep a slot forever.

export type SlotRefusal = { status: 503; reason: string; message: string; retryAfter: number };

export type SlotOptions = {
  slots: number;
  /** Requests waiting at most; more are refused at once. */
  queue: number;
  /** Longest wait for a slot. */
  waitMs: number;
  /** Longest time a request counts against the slots. */
  holdMs: number;
  /** Slots one address may hold at once (default: half, at least one). */
  perAddress?: number;
};

type Waiter = { address: string; grant: (release: () => void) => void; refuse: (refusal: SlotRefusal) => void };

const busy = (reason: string, retryAfter: number): SlotRefusal => ({
  status: 503,
  reason,
  message: 'The site is busy right now. Please try again in a few seconds.',
  retryAfter,
});

export function createRenderSlots(options: SlotOptions) {
  const perAddress = options.perAddress ?? Math.max(1, Math.floor(options.slots / 2));
  const retryAfter = Math.max(1, Math.ceil(options.waitMs / 1000));
  let active = 0;
  const activeBy = new Map<string, number>();
  // Two lines: our own renders and staff first, then everyone else, each in arrival order.
  const first: Waiter[] = [];
  const rest: Waiter[] = [];
  let stuck = 0;

  const holding = (address: string) => activeBy.get(address) ?? 0;

  function occupy(address: string): () => void {
    active++;
    activeBy.set(address, holding(address) + 1);
    let released = false;
    const timer = setTimeout(() => {
      stuck++;
      release();
    }, options.holdMs);
    timer.unref();
    function release() {
      if (released) return;
      released = true;
      clearTimeout(timer);
      active--;
      const left = holding(address) - 1;
      if (left > 0) activeBy.set(address, left);
      else activeBy.delete(address);
      admit();
    }
    return release;
  }

  /** Hands free slots to the first waiters whose address is under its share. */
  function admit() {
    for (const line of [first, rest]) {
      for (let index = 0; index < line.length && active < options.slots;) {
        const waiter = line[index]!;
        if (holding(waiter.address) >= perAddress) {
          index++;
          continue;
        }
        line.splice(index, 1);
        waiter.grant(occupy(waiter.address));
      }
    }
  }

  /**
   * A slot for a request from `address`: resolves with the function that gives it back, or with
   * the refusal to answer. `gone` aborts when the client leaves: its place in the queue is freed.
   */
  function acquire(request: { address: string; priority?: boolean; gone?: AbortSignal }): Promise<(() => void) | SlotRefusal> {
    const line = request.priority ? first : rest;
    return new Promise((resolve) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined = undefined;
      const onGone = () => waiter.refuse(busy('client left while queued', retryAfter));
      const leave = () => {
        const index = line.indexOf(waiter);
        if (index !== -1) line.splice(index, 1);
        clearTimeout(timer);
        request.gone?.removeEventListener('abort', onGone);
      };
      const waiter: Waiter = {
        address: request.address,
        grant: (release) => {
          if (settled) return release();
          settled = true;
          leave();
          resolve(release);
        },
        refuse: (refusal) => {
          if (settled) return;
          settled = true;
          leave();
          resolve(refusal);
        },
      };
      if (request.gone?.aborted) return onGone();
      // In line first, so that those already waiting keep their turn.
      line.push(waiter);
      admit();
      if (settled) return;
      if (first.length + rest.length > options.queue) return waiter.refuse(busy('render queue full', retryAfter));
      timer = setTimeout(() => waiter.refuse(busy('waited too long for a render slot', retryAfter)), options.waitMs);
      timer.unref();
      request.gone?.addEventListener('abort', onGone, { once: true });
    });
  }

  return {
    acquire,
    /** For logs and the health check: slots in use, requests waiting, slots taken back from requests that overran. */
    stats: () => ({ active, waiting: first.length + rest.length, stuck }),
  };
}

export type RenderSlots = ReturnType<typeof createRenderSlots>;

/** Counts what each address has open (connections, requests in progress) against a limit; forgets an address at zero. */
export function createPerAddressCount(limit: number) {
  const counts = new Map<string, number>();
  return {
    /** Counts one more for `address`, or returns false (and counts nothing) when it is at the limit. */
    take(address: string): boolean {
      const count = counts.get(address) ?? 0;
      if (count >= limit) return false;
      counts.set(address, count + 1);
      return true;
    },
    give(address: string) {
      const count = (counts.get(address) ?? 0) - 1;
      if (count > 0) counts.set(address, count);
      else counts.delete(address);
    },
    size: () => counts.size,
  };
}
