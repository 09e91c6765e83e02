// PGlite is a whole PostgreSQL in one process with no shared memory between processes: two
// processes on one data directory would corrupt it. A lock file records which process owns the
// directory; a second one stops at once with a message naming the owner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type LockOwner = { pid: number; hostname: string; command: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by process ${owner.pid}` +
        ` on ${owner.hostname} (${owner.command}), started ${owner.startedAt}.` +
        ` Only one server can use a data directory: stop that process, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** Takes the lock on `dir` or throws DataDirLockedError. Returns the function that releases it. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'pglite.lock');
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 200) || 'node',
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      const release = () => {
        if (readOwner(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    const stale = !owner || (owner.hostname === me.hostname && !isAlive(owner.pid));
    if (!stale) throw new DataDirLockedError(lockPath, owner);
    // The owner died without cleaning up (kill -9, power loss): PGlite recovers from its WAL.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock ${dir}: the lock file keeps reappearing.`);
}
