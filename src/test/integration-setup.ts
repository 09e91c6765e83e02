// Runs before every integration test file: a throw-away DATA_DIR, so nothing a test touches
// (the generated app secret, mail written to files, uploads) lands in the default ./data.
// Tests that need their own directory still set DATA_DIR themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-integration-'));
process.env.DATA_DIR = dir;
// The webhook tests' receivers listen on 127.0.0.1 (decision 105); server/webhooks/address.test.ts tests the rule itself.
process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = 'true';

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
