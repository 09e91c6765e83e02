import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Boundaries (docs/architecture.md): infrastructure (src/server) never imports a feature, the demo
// content or the seed; what it needs of them is handed to it at start (src/app-server.ts,
// src/instrumentation.ts). Tests may compose: a backup test seeds a database.
const OUTSIDE_SERVER = '^(@/(features|content|seed|app|components)(/|$)|(\\.\\./)+(features|content|seed|app|components)(/|$))';
const SERVER_BOUNDARY =
  'src/server is infrastructure and never imports features, components, content or the seed: hand it what it needs at start (src/app-server.ts).';
const serverBoundary = {
  files: ['src/server/**/*.{ts,tsx}'],
  ignores: ['src/server/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: OUTSIDE_SERVER, message: SERVER_BOUNDARY }] }],
    // import('...') too, which the rule above does not see.
    'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${OUTSIDE_SERVER.replaceAll('/', '\\/')}/]`, message: SERVER_BOUNDARY }],
  },
};

// src/content is the copy a fresh install is seeded with (decision 084): the running site reads the
// database, so only the seed imports it (and the content's own tests, inside it). A relative path
// is refused only where it reaches src/content from the importing file's depth: '../content' in a
// feature is features/content or pages/content.ts, not the copy.
const CONTENT_FOR_THE_SEED =
  'src/content is only what the seed copies into a fresh database: read the record through a feature query, or keep a constant of the code in the feature that uses it (decision 084).';
const MAX_DEPTH = 10;
const contentBoundary = Array.from({ length: MAX_DEPTH }, (_, depth) => {
  const toContent = `^(@/content|${depth === 0 ? '\\./' : '\\.\\./'.repeat(depth)}content)(/|$)`;
  return {
    files: [`src/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['src/content/**', 'src/seed/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: toContent, message: CONTENT_FOR_THE_SEED }] }],
      'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${toContent.replaceAll('/', '\\/')}/]`, message: CONTENT_FOR_THE_SEED }],
    },
  };
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Before serverBoundary: for src/server, whose rule also refuses the content, that one's options win.
  ...contentBoundary,
  serverBoundary,
  globalIgnores(['.next/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**']),
]);
