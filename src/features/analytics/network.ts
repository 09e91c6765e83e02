// Who counts as one sender for the collection's limits (decision 096), and counters that stay the
// same size however many senders there are. One IPv4 address is one network. For IPv6 it is the
// address's /64: a home, an office or a rented server is given a whole /64 (or more), so whoever
// has one IPv6 host can send from 2^64 addresses and must not get a fresh limit with each.
import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The network an address counts in: the IPv4 address itself, or an IPv6 address's first 64 bits. */
export function networkOf(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'other'; // 'unknown', or whatever a misconfigured proxy forwards: one network
  const groups = ipv6Groups(address.toLowerCase());
  // An IPv4 address written as IPv6 (::ffff:192.0.2.1, as a dual-stack socket reports it) is IPv4.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) => {
    if (part === '') return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else groups.push(parseInt(piece, 16));
    }
    return groups;
  };
  const [head = '', tail] = address.split('::');
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Counts per key in a fixed amount of memory (a count-min sketch): `depth` rows of `width`
 * counters, each key adding to one counter of every row, chosen by a hash with a secret of the
 * process (a sender cannot pick keys that share another's counters). A key's count is the smallest
 * of its counters: never less than the truth, so a limit holds exactly for every key however many
 * other keys there are; more only when all its counters are shared with busy keys (a flood from
 * tens of thousands of networks at once), which then stops some senders early, never late.
 * 4 x 65,536 counters: 1 MiB, whether one network sends or a million do.
 */
export function createCounter(options: { width?: number; depth?: number } = {}) {
  const width = options.width ?? 65_536;
  const depth = options.depth ?? 4;
  if (width > 65_536 || depth > 16) throw new RangeError('a counter has at most 16 rows of 65,536');
  const cells = new Uint32Array(width * depth);
  const secret = randomBytes(16);

  function slots(key: string): number[] {
    const digest = createHash('sha256').update(secret).update(key).digest();
    return Array.from({ length: depth }, (_, row) => row * width + (digest.readUInt16BE(row * 2) % width));
  }

  return {
    /** How many times `key` was added (at least; see above). */
    count(key: string): number {
      return Math.min(...slots(key).map((slot) => cells[slot]!));
    },
    /**
     * Adds one to `key` unless it already reached `limit`; whether it was added. Only the counters
     * at the key's count are raised (conservative update): the others already count more.
     */
    take(key: string, limit: number): boolean {
      const mine = slots(key);
      const count = Math.min(...mine.map((slot) => cells[slot]!));
      if (count >= limit) return false;
      for (const slot of mine) if (cells[slot] === count) cells[slot] = count + 1;
      return true;
    },
    clear() {
      cells.fill(0);
    },
    /** The memory the counters take, in bytes: fixed when the counter is made. */
    bytes: cells.byteLength,
  };
}

export type Counter = ReturnType<typeof createCounter>;
