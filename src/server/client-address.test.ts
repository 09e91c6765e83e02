import { describe, expect, it } from 'vitest';
import { createClientAddressReader, normalizeAddress } from './client-address';
import { parseEnv } from './env';

const readerFor = (value: string) => createClientAddressReader(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY);

describe("the visitor's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    const read = readerFor('false');
    expect(read('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(read.isProxy('203.0.113.9')).toBe(false);
  });

  it("behind one proxy, is the entry that proxy appended: the client's own entries on the left are not believed", () => {
    for (const value of ['true', '1']) {
      const read = readerFor(value);
      // The client sent its own header; the proxy appended the address it saw.
      expect(read('10.0.0.2', '6.6.6.6, 7.7.7.7, 203.0.113.9')).toBe('203.0.113.9');
      expect(read('10.0.0.2', ['6.6.6.6', '203.0.113.9'])).toBe('203.0.113.9');
      // A request that reached the server without the proxy.
      expect(read('203.0.113.50', undefined)).toBe('203.0.113.50');
      expect(read.isProxy('10.0.0.2')).toBe(true);
    }
  });

  it('behind two proxies (a CDN, then a load balancer), is the entry the first one appended', () => {
    const read = readerFor('2');
    expect(read('10.0.0.2', '6.6.6.6, 203.0.113.9, 172.16.0.5')).toBe('203.0.113.9');
    expect(read('10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('behind proxies named by address, is the first untrusted one from the right', () => {
    const read = readerFor('10.0.0.0/8, 2001:db8::/32, 192.168.1.10');
    expect(read('10.1.2.3', '6.6.6.6, 203.0.113.9, 192.168.1.10')).toBe('203.0.113.9');
    expect(read('10.1.2.3', '203.0.113.9, 2001:db8::7')).toBe('203.0.113.9');
    // A connection that does not come from a trusted proxy: its own address, whatever it claims.
    expect(read('203.0.113.77', '6.6.6.6')).toBe('203.0.113.77');
    expect(read.isProxy('10.200.0.1')).toBe(true);
    expect(read.isProxy('11.0.0.1')).toBe(false);
  });

  it('is spelt one way: no port, no brackets, no IPv4 mapping, lowercase IPv6', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(readerFor('1')('10.0.0.2', 'garbage-' + 'x'.repeat(500)).length).toBeLessThanOrEqual(64);
  });

  it('refuses a TRUST_PROXY that is none of these, with the rule', () => {
    for (const value of ['yes', '11', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be false, true \(one proxy\)/);
    }
  });
});
