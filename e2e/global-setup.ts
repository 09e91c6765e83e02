// Once before the browser tests: the template data directories the specs copy (support/data-dir.ts).
// The workers inherit the environment variables that name them.
import fs from 'node:fs';
import { makeTemplate } from './support/data-dir';

export default async function globalSetup() {
  const templates = [await makeTemplate('seeded'), await makeTemplate('firstStart')];
  return () => {
    for (const template of templates) fs.rmSync(template, { recursive: true, force: true });
    // Every spec's data directory (support/server.ts makeDataDir): a run used to leave gigabytes in /tmp.
    if (process.env.E2E_RUN_DIR) fs.rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
  };
}
