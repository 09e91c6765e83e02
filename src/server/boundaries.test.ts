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

describe('the server boundary', () => {
  it('refuses a feature, the seed, the content or a component imported by src/server, statically or not', async () => {
    expect(await refusals('src/server/example.ts', "import { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const slugs = FORM_SLUGS;\n")).toBe(1);
    expect(await refusals('src/server/db/example.ts', "import { COMPANY } from '../../seed/seed-data';\nexport const company = COMPANY;\n")).toBe(1);
    expect(await refusals('src/server/example.ts', "export const load = () => import('@/features/pages/legacy-pages');\n")).toBe(1);
    expect(
      await refusals(
        'src/server/example.ts',
        "import { HOME_META } from '@/content/home';\nimport { Island } from '@/components/island';\nexport const parts = [HOME_META, Island];\n",
      ),
    ).toBe(2);
  }, 30_000);

  it('lets src/server import itself and packages, and features import the server', async () => {
    expect(
      await refusals(
        'src/server/example.ts',
        "import { env } from '@/server/env';\nimport { logger } from './logger';\nimport { z } from 'zod';\nexport const parts = [env, logger, z];\n",
      ),
    ).toBe(0);
    expect(
      await refusals(
        'src/features/example/example.ts',
        "import { env } from '@/server/env';\nimport { FORM_SLUGS } from '@/features/forms/catalogue';\nexport const parts = [env, FORM_SLUGS];\n",
      ),
    ).toBe(0);
  }, 30_000);
});

describe('the content boundary', () => {
  it('refuses src/content to the running site: features, routes, components, tests, statically or not', async () => {
    expect(await contentRefusals('src/features/jobs/example.tsx', "import { careersPage } from '@/content/careers';\nexport const page = careersPage;\n")).toBe(
      1,
    );
    expect(
      await contentRefusals('src/features/jobs/example.test.ts', "import { FIGURES } from '../../content/facts';\nexport const figures = FIGURES;\n"),
    ).toBe(1);
    expect(
      await contentRefusals('src/app/(site)/example/page.tsx', "import { HOME_META } from '../../../content/home';\nexport const meta = HOME_META;\n"),
    ).toBe(1);
    expect(await contentRefusals('src/components/site/example.ts', "export const load = () => import('@/content/pages');\n")).toBe(1);
    expect(await contentRefusals('src/app-example.ts', "import { seedPages } from './content/pages';\nexport const pages = seedPages;\n")).toBe(1);
  }, 30_000);

  it('lets the seed and the content import it, and a feature its own folder named content', async () => {
    expect(
      await contentRefusals(
        'src/seed/example.ts',
        "import { HOME_META } from '@/content/home';\nimport { FIGURES } from '../content/facts';\nexport const parts = [HOME_META, FIGURES];\n",
      ),
    ).toBe(0);
    expect(
      await contentRefusals(
        'src/content/pages/example.ts',
        "import { FIGURES } from '../facts';\nimport { careersPage } from '@/content/careers';\nexport const parts = [FIGURES, careersPage];\n",
      ),
    ).toBe(0);
    expect(await contentRefusals('src/features/pages/editor/example.ts', "import { sectionsOf } from '../content';\nexport const read = sectionsOf;\n")).toBe(
      0,
    );
    expect(
      await contentRefusals(
        'src/features/example/example.ts',
        "import { getCurrentAnnouncement } from '../content/queries';\nexport const read = getCurrentAnnouncement;\n",
      ),
    ).toBe(0);
  }, 30_000);
});
