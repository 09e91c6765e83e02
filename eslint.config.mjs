import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Boundaries (docs/architecture.md): infrastructure (src/server) never imports a feature, the demo
// content or the seed; what it needs of them is handed to it at start (src/app-server.ts,
// src/instrumentation.ts). Tests may compose: a backup test seeds a database.
const OUTSIDE_SERVER = '^(@/(features|content|seed|app|components)(/|$)|(\\.\\./)+(features|content|seed|app|components)(/|$))';
const SERVER_BOUNDARY = 'src/server is infrastructure and never imports features, components, content or the seed: hand it what it needs at start (src/app-server.ts).';
const serverBoundary = {
  files: ['src/server/**/*.{ts,tsx}'],
  ignores: ['src/server/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: OUTSIDE_SERVER, message: SERVER_BOUNDARY }] }],
    // import('...') too, which the rule above does not see.
    'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${OUTSIDE_SERVER.replaceAll('/', '\\/')}/]`, message: SERVER_BOUNDARY }],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  serverBoundary,
  globalIgnores(['.next/**', 'data/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**']),
]);
