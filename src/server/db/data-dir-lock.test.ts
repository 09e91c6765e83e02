import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the data directory lock', () => {
  it('refuses a second owner while the first holds it, naming the owner', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    let refused: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`in use by process ${process.pid}`);
    expect((refused as Error).message).toContain('set DATA_DIR to another folder');

    release();
    acquireDataDirLock(dir)();
  });

  it('takes over the lock of a process that died without releasing it', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(dead.stdout.toString());
    fs.writeFileSync(
      path.join(dir, 'pglite.lock'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), command: 'old server', startedAt: '2026-01-01T00:00:00Z' }),
    );

    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
