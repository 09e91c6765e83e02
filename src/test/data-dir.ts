// A data directory of its own for one integration test file: a fresh temporary folder that DATA_DIR
// points to while the file runs (the storage keeps its files there), removed after.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Call at the top of the file, before the hooks that need the folder (hooks run in the order they
 * are registered). Returns the folder's path, known once beforeAll has run.
 */
export function temporaryDataDir(prefix: string): () => string {
  let dataDir = '';
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    vi.stubEnv('DATA_DIR', dataDir);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => dataDir;
}
