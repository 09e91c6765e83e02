// Once before the browser tests: the template data directories the specs copy (support/data-dir.ts).
// The workers inherit the environment variables that name them.
import fs from 'node:fs';
import { makeTemplate } from './support/data-dir';

export default async function globalSetup() {
  const templates = [await makeTemplate('seeded'), await makeTemplate('firstStart')];
  return () => {
    for (const template of templates) fs.rmSync(template, { recursive: true, force: true });
  };
}
