// How many connections the server may hold at once when MAX_CONNECTIONS is not set: 80 % of the
// process's open-file limit, so that files, the database and our own renders always have a
// descriptor left (decision 094). With no limit to read (not Linux), 1,000.
import fs from 'node:fs';

export function connectionLimit(limitsFile = '/proc/self/limits'): number {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line ? Number(/^Max open files\s+(\d+|unlimited)/.exec(line)?.[1]) : Number.NaN;
    if (Number.isFinite(soft) && soft > 0) return Math.max(16, Math.floor(soft * 0.8));
  } catch {
    // No /proc: another system.
  }
  return 1000;
}
