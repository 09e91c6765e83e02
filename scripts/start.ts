// `npm start`: builds the site when there is no build or the sources are newer than it, then
// starts the production server (src/server/http-server.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { formatDuration } from './duration';

(process.env as Record<string, string>).NODE_ENV = 'production';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json'];
/** Quiet time after which the build says it is still at work. */
const STILL_BUILDING_AFTER_MS = 15_000;

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIsCurrent(): boolean {
  if (!fs.existsSync(buildId)) return false;
  const builtAt = fs.statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(root, source)) <= builtAt);
}

/**
 * Runs `next build`, passing its output through, and fills its long quiet stretch (compiling
 * takes most of the time and prints nothing) with the time elapsed: in a terminal one line that
 * counts up in place, elsewhere a line every 15 seconds. Resolves with the exit code.
 */
function runBuild(): Promise<number> {
  const tty = Boolean(process.stdout.isTTY);
  const startedAt = Date.now();
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  // Piped, Next.js prints plain lines instead of redrawing a spinner; colours stay in a terminal.
  const child = spawn(process.execPath, [nextBin, 'build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(tty && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) },
  });

  let lastOutputAt = Date.now();
  let ticking = false;
  const clearTick = () => {
    if (ticking) process.stdout.write('\r\x1b[K');
    ticking = false;
  };
  const pass = (stream: NodeJS.ReadableStream, target: NodeJS.WriteStream) =>
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      clearTick();
      target.write(`${line}\n`);
      lastOutputAt = Date.now();
    });
  pass(child.stdout!, process.stdout);
  pass(child.stderr!, process.stderr);

  let lastNoteAt = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - lastOutputAt < STILL_BUILDING_AFTER_MS) return;
    const note = `  … still building, ${formatDuration(now - startedAt)} so far`;
    if (tty) {
      process.stdout.write(`\r\x1b[K${note}`);
      ticking = true;
    } else if (now - Math.max(lastNoteAt, lastOutputAt) >= STILL_BUILDING_AFTER_MS) {
      process.stdout.write(`${note}\n`);
      lastNoteAt = now;
    }
  }, 1000);

  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearInterval(timer);
      clearTick();
      const took = formatDuration(Date.now() - startedAt);
      if (code === 0) console.log(`\n  Built in ${took}.\n`);
      else console.error(`\n  The build failed after ${took}: see the messages above.\n`);
      resolve(code ?? 1);
    });
  });
}

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  const why = fs.existsSync(buildId) ? 'Source files changed since the last build' : 'First start';
  console.log(`\n  ${why}: building the site (next build). This takes one to three minutes on two cores;`);
  console.log('  later starts skip it until a source file changes.\n');
  const code = await runBuild();
  if (code !== 0) process.exit(code);
}

console.log('  Starting the server: opening the database, applying migrations...');
const { startAppServer } = await import('../src/app-server');
const { DataDirLockedError } = await import('../src/server/db/data-dir-lock');
const { ConfigError } = await import('../src/server/env');

try {
  await startAppServer();
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error('\nCannot start:', error);
  }
  process.exit(1);
}
