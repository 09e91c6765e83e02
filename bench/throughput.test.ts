import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseWrk } from './throughput';

describe('parseWrk', () => {
  it('reads the rate and the 50th and 99th percentiles of a real wrk report', () => {
    const report = fs.readFileSync(path.join(import.meta.dirname, 'wrk-report.fixture.txt'), 'utf8');
    expect(parseWrk(report)).toEqual({ requestsPerSecond: 267, p50Ms: 13.03, p99Ms: 44.18, errors: 0 });
  });

  it('converts microseconds and seconds, and counts socket errors and non-2xx answers', () => {
    const report = [
      '  Latency Distribution',
      '     50%  812.00us',
      '     99%    1.02s',
      '  Non-2xx or 3xx responses: 3',
      '  Socket errors: connect 1, read 2, write 0, timeout 4',
      'Requests/sec:   1543.21',
    ].join('\n');
    const rate = parseWrk(report);
    expect(rate.p50Ms).toBeCloseTo(0.812);
    expect(rate.p99Ms).toBe(1020);
    expect(rate.errors).toBe(10);
    expect(rate.requestsPerSecond).toBeCloseTo(1543.21);
  });

  it('refuses a report it cannot read rather than printing zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/Requests/);
  });
});
