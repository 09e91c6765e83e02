// Starts the production server (npm start's script) as a child process, for tests that need a
// server of their own: restarts, a second process on the same data directory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = {
  url: string;
  pid: number;
  output: () => string;
  /** What the server wrote to stdout alone. */
  stdout: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop: () => Promise<number | null>;
  /** Sends `signal` (SIGKILL: a crash, nothing cleaned up) and resolves once the process has ended. */
  kill: (signal: NodeJS.Signals) => Promise<number | null>;
};

/** A port nobody listens on right now (synchronous, so that a config file can use it). */
export function findFreePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(spawnSync(process.execPath, ['-e', script]).stdout.toString());
}

/**
 * A fresh data directory. In a browser test run it sits in the run's own folder (E2E_RUN_DIR,
 * made by playwright.config.ts), removed when the run ends: a spec's server may still hold files
 * open when the spec ends, and some 50 specs copy a seeded database (40 MB) each.
 */
export function makeDataDir(): string {
  return fs.mkdtempSync(path.join(process.env.E2E_RUN_DIR ?? os.tmpdir(), 'agency-e2e-'));
}

// `npm start` as package.json has it: its environment (glibc's memory settings, docs/operations.md)
// and node's flags, run without the build step (the test command builds first).
const startScript = (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(
  /\s+/,
);
const nodeAt = startScript.indexOf('node');
const START_ENV = Object.fromEntries(startScript.slice(0, nodeAt).map((assignment) => assignment.split('=', 2) as [string, string]));
export const SERVER_COMMAND = [process.execPath, ...startScript.slice(nodeAt + 1)] as const;

export function serverEnv(port: number, dataDir: string, databaseUrl = ''): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...START_ENV,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SKIP_BUILD: '1',
    DATABASE_URL: databaseUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    // The webhook specs' receivers listen on 127.0.0.1 (decision 105).
    WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
  };
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Spawns the server; resolves when it is ready, rejects (with its output) if it exits first.
 * `host: 'localhost'` makes SITE_URL and `url` name the server so (it still listens on
 * 127.0.0.1): WebAuthn refuses an IP address as the site's domain.
 */
export function startServer(dataDir: string, options: { databaseUrl?: string; env?: Record<string, string>; host?: 'localhost' } = {}): Promise<RunningServer> {
  const port = findFreePort();
  const [command, ...args] = SERVER_COMMAND;
  const origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const env = { ...serverEnv(port, dataDir, options.databaseUrl), SITE_URL: origin, ...options.env };
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stdout = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${output}`));
    }, 60_000);
    child.stdout?.on('data', () => {
      if (!output.includes('Ready on')) return;
      clearTimeout(timer);
      resolve({
        url: origin,
        pid: child.pid ?? 0,
        output: () => output,
        stdout: () => stdout,
        stop: () => {
          child.kill('SIGTERM');
          return waitForExit(child);
        },
        kill: (signal) => {
          child.kill(signal);
          return waitForExit(child);
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with code ${code} before it was ready:\n${output}`), { code, output }));
    });
  });
}
