import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { INTAKE_DEFAULTS } from './intake';
import { createCounter, networkOf } from './network';

describe('the network an address counts in', () => {
  it('an IPv4 address is its own network', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.8')).toBe('203.0.113.8');
  });

  it('every address of an IPv6 /64 is one network, however it is written; the next /64 is another', () => {
    const network = networkOf('2001:db8:85a3:42::1');
    expect(network).toBe('2001:db8:85a3:42::/64');
    for (const address of [
      '2001:db8:85a3:42:ffff:ffff:ffff:ffff',
      '2001:0db8:85a3:0042:0000:0000:0000:0002',
      '2001:DB8:85A3:42:1234:5678:9abc:def0',
      '[2001:db8:85a3:42::99]',
      '2001:db8:85a3:42::1%eth0',
    ]) {
      expect(networkOf(address), address).toBe(network);
    }
    expect(networkOf('2001:db8:85a3:43::1')).not.toBe(network);
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:1:2:3:4:192.0.2.1')).toBe('2001:db8:1:2::/64');
  });

  it('an IPv4 address written as IPv6 (a dual-stack socket) is the IPv4 address', () => {
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('anything that is not an address is one network together', () => {
    expect(networkOf('unknown')).toBe('other');
    expect(networkOf('not an address, 203.0.113.7')).toBe('other');
    expect(networkOf('x'.repeat(10_000))).toBe('other');
  });
});

describe('the counters of the limits', () => {
  it('stop a key at its limit exactly, and keep stopping it after a flood from 200,000 other keys', () => {
    const counter = createCounter();
    const bytes = counter.bytes;
    for (let i = 0; i < 100; i++) expect(counter.take('2001:db8:1:1::/64', 100)).toBe(true);
    expect(counter.take('2001:db8:1:1::/64', 100)).toBe(false);
    // A flood from many networks, each within its limit: nothing of it is forgotten or evicted.
    for (let i = 0; i < 200_000; i++) counter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 100);
    expect(counter.take('2001:db8:1:1::/64', 100)).toBe(false);
    expect(counter.count('2001:db8:1:1::/64')).toBeGreaterThanOrEqual(100);
    // The memory is what it was: the counters do not grow with the senders.
    expect(counter.bytes).toBe(bytes);
    expect(bytes).toBe(4 * 65_536 * 4);
  });

  it('still let a new network in after the flood (its count is not inflated by the others)', () => {
    const counter = createCounter();
    for (let i = 0; i < 200_000; i++) counter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 100);
    let admitted = 0;
    for (let i = 0; i < 1000; i++) if (counter.take(`198.51.${i >> 8}.${i & 255}`, 10)) admitted++;
    expect(admitted).toBe(1000);
  });

  it('never count less than was taken, for any mix of keys (small counters, many collisions)', () => {
    const counter = createCounter({ width: 64, depth: 2 });
    const truth = new Map<string, number>();
    for (let i = 0; i < 5_000; i++) {
      const key = `k${(i * 7919) % 300}`;
      if (counter.take(key, 1_000_000)) truth.set(key, (truth.get(key) ?? 0) + 1);
    }
    for (const [key, taken] of truth) expect(counter.count(key)).toBeGreaterThanOrEqual(taken);
  });

  it('clear starts every key afresh', () => {
    const counter = createCounter();
    counter.take('a', 1);
    expect(counter.take('a', 1)).toBe(false);
    counter.clear();
    expect(counter.take('a', 1)).toBe(true);
  });
});

describe('the limits by default', () => {
  it("are the configuration's defaults (README's table), which tests and scripts without a configuration use too", () => {
    const env = parseEnv({});
    expect({
      perNetworkPerMinute: env.ANALYTICS_EVENTS_PER_MINUTE,
      perNetworkPerDay: env.ANALYTICS_EVENTS_PER_DAY,
      perSecond: env.ANALYTICS_INTAKE_PER_SECOND,
      perDay: env.ANALYTICS_INTAKE_PER_DAY,
    }).toEqual(INTAKE_DEFAULTS);
  });
});
