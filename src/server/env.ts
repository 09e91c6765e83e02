// Configuration, parsed once from the environment. A bad value stops the start with a message
// naming the variable. README.md lists every variable with its default.
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOSTNAME: z.string().min(1).default('0.0.0.0'),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  // Behind a reverse proxy: take the visitor's address from X-Forwarded-For (for rate limits).
  TRUST_PROXY: booleanFlag.default(false),
  // The public address, for canonical URLs, the sitemap and Open Graph tags.
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (for example smtp://user:pass@smtp.example.com:587)')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Signs the portfolio links and form timestamps. Unset: generated once and kept in DATA_DIR.
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)').optional(),
  // The first super admin, created at start when no administrator exists yet.
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').max(128).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; siteUrl: string };

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const siteUrl = (result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, '');
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR), siteUrl };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
