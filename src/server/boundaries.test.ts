// The boundaries of docs/architecture.md, as `npm run lint` enforces them (eslint.config.mjs):
// infrastructure never imports a feature, a component, the demo content or the seed; and only the
// seed imports the demo content.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const refusalsSaying = (words: string) => async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.message.includes(words)).length;
};
const refusals = refusalsSaying('src/server is infrastructure');
const contentRefusals = refusalsSaying('src/content is only what the seed copies');

/** Each case: a file's path, its code, and how many of its imports the rule refuses. */
async function expectRefusals(count: typeof refusals, cases: [filePath: string, code: string, refused: number][]) {
  for (const [filePath, code, refused] of cases) expect(await count(filePath, code), filePath).toBe(refused);
}

describe('the server boundary', () => {
  it('refuses a feature, the seed, the content or a component imported by src/server, statically or not', async () => {
    await expectRefusals(refusals, [
      ['src/server/example.ts', "import { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const slugs = FORM_SLUGS;\n", 1],
      ['src/server/db/example.ts', "import { COMPANY } from '../../seed/seed-data';\nexport const company = COMPANY;\n", 1],
      ['src/server/example.ts', "export const load = () => import('@/features/pages/legacy-pages');\n", 1],
      [
        'src/server/example.ts',
        "import { HOME_META } from '@/content/home';\nimport { Island } from '@/components/island';\nexport const parts = [HOME_META, Island];\n",
        2,
      ],
    ]);
  }, 30_000);

  it('lets src/server import itself and packages, and features import the server', async () => {
    await expectRefusals(refusals, [
      [
        'src/server/example.ts',
        "import { env } from '@/server/env';\nimport { logger } from './logger';\nimport { z } from 'zod';\nexport const parts = [env, logger, z];\n",
        0,
      ],
      [
        'src/features/example/example.ts',
        "import { env } from '@/server/env';\nimport { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const parts = [env, FORM_SLUGS];\n",
        0,
      ],
    ]);
  }, 30_000);
});

describe('the content boundary', () => {
  it('refuses src/content to the running site: features, routes, components, tests, statically or not', async () => {
    await expectRefusals(contentRefusals, [
      ['src/features/jobs/example.tsx', "import { careersPage } from '@/content/careers';\nexport const page = careersPage;\n", 1],
      ['src/features/jobs/example.test.ts', "import { FIGURES } from '../../content/facts';\nexport const figures = FIGURES;\n", 1],
      ['src/app/(site)/example/page.tsx', "import { HOME_META } from '../../../content/home';\nexport const meta = HOME_META;\n", 1],
      ['src/components/site/example.ts', "export const load = () => import('@/content/pages');\n", 1],
      ['src/app-example.ts', "import { seedPages } from './content/pages';\nexport const pages = seedPages;\n", 1],
    ]);
  }, 30_000);

  it('lets the seed and the content import it, and a feature its own folder named content', async () => {
    await expectRefusals(contentRefusals, [
      [
        'src/seed/example.ts',
        "import { HOME_META } from '@/content/home';\nimport { FIGURES } from '../content/facts';\nexport const parts = [HOME_META, FIGURES];\n",
        0,
      ],
      [
        'src/content/pages/example.ts',
        "import { FIGURES } from '../facts';\nimport { careersPage } from '@/content/careers';\nexport const parts = [FIGURES, careersPage];\n",
        0,
      ],
      ['src/features/pages/editor/example.ts', "import { sectionsOf } from '../content';\nexport const read = sectionsOf;\n", 0],
      ['src/features/example/example.ts', "import { getCurrentAnnouncement } from '../content/queries';\nexport const read = getCurrentAnnouncement;\n", 0],
    ]);
  }, 30_000);
});
