// What one visitor, or a crowd, may hold of the server (issue 33, decision 094), against a server
// of our own with few render slots, so that a slot that is never given back shows at once.
// Distinct visitors are distinct loopback addresses (127.0.0.x), as the server sees sockets.
import http from 'node:http';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { firstStartDataDir } from './support/data-dir';
import { startServer, type RunningServer } from './support/server';

test.describe.configure({ mode: 'serial' });

const SLOTS = 2;
let server: RunningServer;
let port: number;

test.beforeAll(async () => {
  server = await startServer(await firstStartDataDir(), {
    env: {
      RENDER_SLOTS: String(SLOTS),
      RENDER_QUEUE: '4',
      RENDER_QUEUE_SECONDS: '3',
      BODY_IDLE_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '2',
      MAX_CONNECTIONS_PER_ADDRESS: '8',
      MAX_REQUESTS_PER_ADDRESS: '4',
    },
  });
  port = Number(new URL(server.url).port);
});
test.afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A GET from `localAddress`, on a connection of its own. */
function get(target: string, localAddress = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: target, localAddress, agent: false, timeout: 20_000 }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer to ${target}`)));
    request.on('error', reject);
  });
}

/** A socket from `localAddress` that sends `text`, then is left to the caller. */
function sendRaw(text: string, localAddress: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.write(text);
      resolve(socket);
    });
    socket.on('error', () => {});
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Pages the answer cache does not have yet: each a render of its own. */
const uncached = (i: number) => `/search?q=vanish${i}`;

/** As many renders at once as the slots and queue hold, each from its own address: all answered, none refused. */
async function allSlotsFree() {
  const answers = await Promise.all(Array.from({ length: SLOTS + 2 }, (_, i) => get(uncached(1000 + i), `127.0.1.${i + 1}`)));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
}

test('connections that vanish mid-headers, mid-body, while queued and while rendering give back every slot', async () => {
  await allSlotsFree();
  for (let round = 0; round < 3; round++) {
    const sockets = await Promise.all([
      // Mid-headers.
      ...Array.from({ length: 10 }, (_, i) => sendRaw(`GET ${uncached(i)} HTTP/1.1\r\nHost: x\r\nX-Half`, `127.0.2.${i + 1}`)),
      // Mid-body: an upload route, and a server action.
      ...Array.from({ length: 10 }, (_, i) =>
        sendRaw(
          'POST /api/forms/entries HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n',
          `127.0.3.${i + 1}`,
        ),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        sendRaw(
          'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 5000\r\n\r\n--x\r\n',
          `127.0.4.${i + 1}`,
        ),
      ),
      // Whole requests, most of which wait in the queue or render when their client leaves.
      ...Array.from({ length: 12 }, (_, i) => sendRaw(`GET ${uncached(100 + round * 20 + i)} HTTP/1.1\r\nHost: x\r\n\r\n`, `127.0.5.${i + 1}`)),
    ]);
    await pause(30);
    for (const socket of sockets) socket.destroy();
    await pause(300);
    await allSlotsFree();
  }
});

test('a full render queue is told at once to come back (503 with Retry-After and a sentence), and the site answers again after', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => get(uncached(2000 + i), `127.0.6.${i + 1}`)));
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.every((status) => status === 200 || status === 503),
    statuses.join(' '),
  ).toBe(true);
  const refused = answers.find((answer) => answer.status === 503);
  expect(refused, 'some of 20 renders at once over 2 slots and 4 places in the queue are refused').toBeDefined();
  expect(refused!.headers['retry-after']).toBe('3');
  expect(refused!.body).toBe('The site is busy right now. Please try again in a few seconds.');
  await allSlotsFree();
});

test('one address gets its share: past its requests in progress a 429, past its connections none; others are served meanwhile', async () => {
  // Four uploads that never finish their bodies hold the address's four requests in progress.
  const held = await Promise.all(
    Array.from({ length: 4 }, () =>
      sendRaw('POST /api/forms/entries HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n', '127.0.7.1'),
    ),
  );
  await pause(100);
  const fifth = await get(uncached(3000), '127.0.7.1');
  expect(fifth.status).toBe(429);
  expect(fifth.headers['retry-after']).toBe('1');
  expect(fifth.body).toBe('Too many requests at once from your address. Please wait a moment and try again.');
  // More connections than the address may open: the ones past 8 are closed at once.
  const idle = await Promise.all(Array.from({ length: 12 }, () => sendRaw('', '127.0.7.2')));
  await pause(200);
  expect(idle.filter((socket) => socket.destroyed || socket.readyState === 'closed').length).toBeGreaterThanOrEqual(4);
  expect((await get(uncached(3001), '127.0.7.3')).status).toBe(200);
  for (const socket of [...held, ...idle]) socket.destroy();
});

test('a body that stops arriving gets 408 with a sentence, and headers that never end are cut off', async () => {
  const answer = await new Promise<string>((resolve) => {
    let text = '';
    void sendRaw(
      'POST /api/applications HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n',
      '127.0.8.1',
    ).then((socket) => {
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
  });
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toContain('The request body arrived too slowly.');
  const closed = await new Promise<number>((resolve) => {
    const started = Date.now();
    // Read what comes (the 408), or the socket never sees the server's end.
    void sendRaw('GET / HTTP/1.1\r\nHost: x\r\n', '127.0.8.2').then((socket) => socket.resume().on('close', () => resolve(Date.now() - started)));
  });
  // HEADERS_TIMEOUT_SECONDS is 2; Node checks once a second.
  expect(closed).toBeLessThan(10_000);
});
