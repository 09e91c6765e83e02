// Runs before every integration test file: a throw-away DATA_DIR, so nothing a test touches
// (the generated app secret, mail written to files, uploads) lands in the default ./data.
// Tests that need their own directory still set DATA_DIR themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-integration-'));
process.env.DATA_DIR = dir;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
