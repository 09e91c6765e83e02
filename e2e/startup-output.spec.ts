// What `npm start` prints: the setup link framed last, after 'Ready on'; JSON log lines when stdout
// is not a terminal, readable lines in one; build files and icons only at debug level.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findFreePort, makeDataDir, SERVER_COMMAND, serverEnv, startServer, type RunningServer } from './support/server';

type LogEntry = { level: number; msg: string; path?: string; requestId?: string };

/** The JSON entries among stdout's lines (Next.js prints a plain line or two of its own at start). */
function entries(stdout: string): LogEntry[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEntry);
}

/** Resolves once `check` holds, polling the output the server keeps writing. */
async function until(check: () => boolean, what: string) {
  await expect.poll(check, { message: what, timeout: 10_000 }).toBe(true);
}

/** A page, then what a browser fetches with it: a build file, the icons, a health probe. */
async function visitWithAssets(server: RunningServer) {
  const html = await (await fetch(`${server.url}/services`)).text();
  const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
  expect(script, 'a build file referenced by the page').toBeTruthy();
  for (const asset of [script!, '/favicon.ico', '/icon.svg', '/api/health']) expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
  // The page's own line comes last: once it is there, the lines before it are too.
  const last = await fetch(`${server.url}/careers`);
  return { script: script!, requestId: last.headers.get('x-request-id')! };
}

test('a first start ends with the framed setup link after Ready on; JSON lines when not a TTY; static files only at debug', async () => {
  // The defaults, whatever the shell running the tests has set.
  const server = await startServer(makeDataDir(), { env: { LOG_FORMAT: '', LOG_LEVEL: '' } });
  try {
    const stdout = server.stdout();
    const lines = stdout.trimEnd().split('\n');
    const rule = /^ {2}━{20,}$/;
    // The last lines: a rule, a blank line, the link on its own, a blank line, a rule.
    expect(lines.at(-1), stdout).toMatch(rule);
    expect(lines.at(-2)).toBe('');
    expect(lines.at(-3)).toMatch(/^ {3}http:\/\/127\.0\.0\.1:\d+\/setup\?token=[\w-]{20,}$/);
    const top = lines.findLastIndex((line, index) => index < lines.length - 1 && rule.test(line));
    expect(lines.slice(top + 1, -3).join('\n')).toContain('No administrator yet. Create the first one with this link');
    const ready = lines.findIndex((line) => line.includes('Ready on'));
    expect(ready).toBeGreaterThan(-1);
    expect(ready).toBeLessThan(top);
    // Before 'Ready on' the log lines are JSON, none readable-formatted (stdout is a pipe here).
    expect(entries(stdout).map((entry) => entry.msg)).toEqual(expect.arrayContaining(['database ready', 'server listening']));
    expect(stdout).not.toMatch(/^\d\d:\d\d:\d\d (INFO|WARN)/m);

    const { script, requestId } = await visitWithAssets(server);
    // The visitor's line, not the page cache's own render of /careers (which shares the request id).
    await until(
      () => entries(server.stdout()).some((entry) => entry.requestId === requestId && entry.msg === 'request' && !('pageCacheRender' in entry)),
      'the last page request is logged',
    );
    const requests = entries(server.stdout()).filter((entry) => entry.msg === 'request');
    expect(requests.filter((entry) => entry.level >= 30).map((entry) => entry.path)).toEqual(expect.arrayContaining(['/services', '/careers']));
    for (const quiet of [script, '/favicon.ico', '/icon.svg', '/api/health'])
      expect(
        requests.filter((entry) => entry.path === quiet),
        quiet,
      ).toEqual([]);
    // After the banner, every line is a JSON log line.
    const after = server.stdout().slice(stdout.length).split('\n').filter(Boolean);
    expect(after.length).toBeGreaterThan(0);
    for (const line of after) expect(() => JSON.parse(line), line).not.toThrow();
  } finally {
    await server.stop();
  }
});

test('LOG_FORMAT=pretty prints readable lines with request ids; LOG_LEVEL=debug shows the static files', async () => {
  const server = await startServer(makeDataDir(), {
    env: { LOG_FORMAT: 'pretty', LOG_LEVEL: 'debug', ADMIN_EMAIL: 'ada@axionlabs.dev', ADMIN_PASSWORD: 'a long and lovely passphrase' },
  });
  try {
    // An administrator exists: no setup link, the sign-in address last.
    expect(server.stdout().trimEnd()).toMatch(/Ready on http:\/\/localhost:\d+\n {2}Staff sign in at http:\/\/localhost:\d+\/ax-admin-panel$/);
    expect(server.stdout()).toMatch(/^\d\d:\d\d:\d\d INFO {2}server listening url=http:\/\/localhost:\d+$/m);
    expect(server.stdout()).not.toContain('{"level"');

    const { script, requestId } = await visitWithAssets(server);
    // The visitor's line (the page cache's own render of /careers, with the same id, says pageCacheRender=true).
    const line = new RegExp(`^\\d\\d:\\d\\d:\\d\\d INFO {2}GET /careers 200 [\\d.]+ ms  req=${requestId}$`, 'm');
    await until(() => line.test(server.stdout()), 'the last page request is logged');
    expect(server.stdout()).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d DEBUG GET ${script.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 200 `, 'm'));
    expect(server.stdout()).toMatch(/^\d\d:\d\d:\d\d DEBUG GET \/favicon\.ico 200 /m);
  } finally {
    await server.stop();
  }
});

test('in a terminal the logs are readable lines by default', async () => {
  test.skip(spawnSync('script', ['--version']).status !== 0, 'needs script(1) from util-linux to run the server in a pseudo-terminal');
  const port = findFreePort();
  const dataDir = makeDataDir();
  const command = SERVER_COMMAND.map((part) => `'${part}'`).join(' ');
  // script(1) gives the server a pseudo-terminal as stdout, as a developer's shell does.
  const child = spawn('script', ['-qfec', `exec ${command}`, '/dev/null'], {
    env: { ...serverEnv(port, dataDir), LOG_FORMAT: '', ADMIN_EMAIL: 'ada@axionlabs.dev', ADMIN_PASSWORD: 'a long and lovely passphrase' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output.includes('Ready on'), { message: output, timeout: 60_000 }).toBe(true);
    // Coloured level names, the time first; no JSON.
    expect(output).toMatch(/\d\d:\d\d:\d\d\S* \S*INFO \S* server listening/);
    expect(output).not.toContain('{"level"');
  } finally {
    // The server inside the terminal holds the data directory's lock, which names its process.
    const lock = path.join(dataDir, 'pglite.lock');
    if (fs.existsSync(lock)) process.kill((JSON.parse(fs.readFileSync(lock, 'utf8')) as { pid: number }).pid, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
});
