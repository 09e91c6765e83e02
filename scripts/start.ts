// `npm start`: builds the site when there is no build or the sources are newer than it, then
// starts the production server (src/server/http-server.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

(process.env as Record<string, string>).NODE_ENV = 'production';

const root = process.cwd();
const buildId = path.join(root, '.next', 'BUILD_ID');
const SOURCES = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json'];

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

if (process.env.SKIP_BUILD !== '1' && !buildIsCurrent()) {
  console.log('Building the site (next build)...');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { startHttpServer } = await import('../src/server/http-server');
const { DataDirLockedError } = await import('../src/server/db/data-dir-lock');
const { ConfigError } = await import('../src/server/env');

try {
  await startHttpServer();
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error('\nCannot start:', error);
  }
  process.exit(1);
}
