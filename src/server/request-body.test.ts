import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBodyBudget, readRequestBody, SMALL_BODY_BYTES, type BodyResult } from './request-body';

const MB = 1024 * 1024;

describe('the memory budget for uploads', () => {
  it('reserves large bodies by their length, gives them back, and keeps one address to a quarter', () => {
    const budget = createBodyBudget(40 * MB);
    const first = budget.reserve('a', 8 * MB);
    expect(first).not.toBeNull();
    // The same address: 8 + 8 MB is over its quarter (10 MB).
    expect(budget.reserve('a', 8 * MB)).toBeNull();
    const others = ['b', 'c', 'd'].map((address) => budget.reserve(address, 10 * MB));
    expect(others.every(Boolean)).toBe(true);
    expect(budget.reserve('e', 10 * MB)).toBeNull();
    first!();
    first!();
    expect(budget.reserved()).toBe(30 * MB);
    // One body larger than the quarter is allowed when the address holds nothing else.
    const large = createBodyBudget(40 * MB);
    expect(large.reserve('a', 26 * MB)).not.toBeNull();
  });

  it('does not count small bodies (forms, JSON)', () => {
    const budget = createBodyBudget(1 * MB);
    for (let i = 0; i < 100; i++) expect(budget.reserve('a', SMALL_BODY_BYTES)).not.toBeNull();
    expect(budget.reserved()).toBe(0);
  });
});

describe('reading a body before it may take a render slot', () => {
  let server: http.Server;
  let port: number;
  const outcomes: BodyResult[] = [];
  const budget = createBodyBudget(64 * MB);
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      const result = await readRequestBody(req, { limit: req.url === '/upload' ? MB : 1000, idleMs: 300, minBytesPerSecond: 100 }, budget, 'client');
      outcomes.push(result);
      if (result.ok) return void res.end(`read ${result.body.length}`);
      if ('refusal' in result) res.writeHead(result.refusal.status, { connection: 'close' }).end(result.refusal.message);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the head, then each piece after `gapMs`; resolves with the first line of the answer ('' if none). */
  function send(head: string, pieces: string[], gapMs: number): Promise<string> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
      socket.on('error', () => {});
      socket.write(`${head}\r\nHost: x\r\n\r\n`);
      let index = 0;
      const timer = setInterval(() => {
        if (index >= pieces.length || socket.destroyed) return clearInterval(timer);
        socket.write(pieces[index++]!);
      }, gapMs);
    });
  }

  it('reads a body that arrives', async () => {
    expect(await send('POST / HTTP/1.1\r\nContent-Length: 10\r\nConnection: close', ['hello', 'world'], 20)).toBe('HTTP/1.1 200 OK');
  });

  it('answers 408 to a body that stops arriving (the client sent the length, then nothing)', async () => {
    expect(await send('POST / HTTP/1.1\r\nContent-Length: 900', ['a'], 10)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('answers 408 to a body that trickles in under the minimum rate, however regularly', async () => {
    // A byte every 200 ms never pauses 300 ms, but averages 5 bytes a second against 100.
    expect(
      await send(
        'POST / HTTP/1.1\r\nContent-Length: 900',
        Array.from({ length: 20 }, () => 'a'),
        200,
      ),
    ).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('answers 413 at once to a body declared too large, and to a chunked one once it is', async () => {
    expect(await send('POST / HTTP/1.1\r\nContent-Length: 5000', [], 10)).toBe('HTTP/1.1 413 Payload Too Large');
    expect(await send('POST / HTTP/1.1\r\nTransfer-Encoding: chunked', ['3e8\r\n' + 'a'.repeat(1000) + '\r\n', '1\r\nb\r\n'], 10)).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
  });

  it('gives the memory back when a client leaves mid-body', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 500000\r\n\r\nabc`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(budget.reserved()).toBe(500_000);
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcomes.at(-1)).toEqual({ ok: false, gone: true });
    expect(budget.reserved()).toBe(0);
  });
});
