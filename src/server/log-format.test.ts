import { describe, expect, it } from 'vitest';
import { formatLogLine, logFormatFor } from './log-format';

const at = new Date(2026, 10, 22, 14, 3, 22).getTime();
const json = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, time: at, pid: 4242, hostname: 'box', service: 'agency-site', ...entry });

describe('logFormatFor', () => {
  it('is pretty in a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
    // env.ts refuses anything else at start; the logger, loaded earlier, keeps the default.
    expect(logFormatFor('yaml', false)).toBe('json');
  });
});

describe('formatLogLine', () => {
  it('shows an access line as method, path, status and time, with its request id', () => {
    const line = formatLogLine(json({ msg: 'request', method: 'GET', path: '/services', status: 200, ms: 12.3, requestId: '5e1f0c1a-aaaa' }));
    expect(line).toBe('14:03:22 INFO  GET /services 200 12.3 ms  req=5e1f0c1a-aaaa\n');
  });

  it('keeps the extra fields of any line as key=value, quoting text with spaces', () => {
    const line = formatLogLine(json({ level: 40, msg: '404: page not found', path: '/nope', method: 'GET', note: 'two words', rows: { a: 1 } }));
    expect(line).toBe('14:03:22 WARN  404: page not found path=/nope method=GET note="two words" rows={"a":1}\n');
    expect(formatLogLine(json({ msg: 'request', method: 'GET', path: '/', status: 200, ms: 1, pageCacheRender: true }))).toBe(
      '14:03:22 INFO  GET / 200 1 ms pageCacheRender=true\n',
    );
  });

  it('puts an error stack under its line, indented', () => {
    const line = formatLogLine(
      json({ level: 50, msg: 'request failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (server.ts:1:1)' } }),
    );
    expect(line).toBe('14:03:22 ERROR request failed\n    Error: boom\n    at handler (server.ts:1:1)\n');
  });

  it('colours the level only when asked, and passes a line that is not JSON through', () => {
    expect(formatLogLine(json({ msg: 'server listening' }), { color: true })).toContain('\x1b[32mINFO \x1b[0m');
    expect(formatLogLine(json({ msg: 'server listening' }))).not.toContain('\x1b[');
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});
