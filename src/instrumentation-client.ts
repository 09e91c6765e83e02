// Runs in the browser before any of the app's modules (Next.js's client instrumentation hook).
//
// Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it even
// when the CSP forbids eval: each probe is reported as a CSP violation. `jitless` must be set
// before the first schema is built, hence here, through the global that zod's `z.config()` writes
// (importing zod here would put it on every page). e2e/security-headers.spec.ts notices a regression.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
