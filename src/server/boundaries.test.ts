// The boundary of docs/architecture.md, as `npm run lint` enforces it (eslint.config.mjs):
// infrastructure never imports a feature, a component, the demo content or the seed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const refusals = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.message.includes('src/server is infrastructure')).length;
};

describe('the server boundary', () => {
  it('refuses a feature, the seed, the content or a component imported by src/server, statically or not', async () => {
    expect(await refusals('src/server/example.ts', "import { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const slugs = FORM_SLUGS;\n")).toBe(1);
    expect(await refusals('src/server/db/example.ts', "import { COMPANY } from '../../seed/seed-data';\nexport const company = COMPANY;\n")).toBe(1);
    expect(await refusals('src/server/example.ts', "export const load = () => import('@/features/pages/legacy-pages');\n")).toBe(1);
    expect(await refusals('src/server/example.ts', "import { HOME_META } from '@/content/home';\nimport { Island } from '@/components/island';\nexport const parts = [HOME_META, Island];\n")).toBe(2);
  }, 30_000);

  it('lets src/server import itself and packages, and features import the server', async () => {
    expect(await refusals('src/server/example.ts', "import { env } from '@/server/env';\nimport { logger } from './logger';\nimport { z } from 'zod';\nexport const parts = [env, logger, z];\n")).toBe(0);
    expect(await refusals('src/features/example/example.ts', "import { env } from '@/server/env';\nimport { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const parts = [env, FORM_SLUGS];\n")).toBe(0);
  }, 30_000);
});
