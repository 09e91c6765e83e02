// Configuration, parsed once from the environment. A bad value stops the start with a message
// naming the variable. README.md lists every variable with its default.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LOG_FORMATS } from './log-format';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const UPLOAD_LIMIT_RULE = 'must be a whole number of megabytes from 1 to 2048';

/** A whole number from `min` to `max`, with one sentence for every way to get it wrong. */
const wholeNumber = (min: number, max: number) => {
  const rule = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: rule }).int(rule).min(min, rule).max(max, rule);
};

const TRUST_PROXY_RULE = 'must be false, true (one proxy), the number of proxies in front (1 to 10), or their addresses (such as 10.0.0.0/8, 192.168.1.10)';

/**
 * Who is in front of the server, read from TRUST_PROXY: nobody (the socket's address is the
 * visitor's), a number of proxies (the visitor's address is that many entries from the right of
 * X-Forwarded-For, counting the socket), or the proxies' addresses and networks.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

const trustProxy = z.string().transform((value, context): TrustedProxies => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return { hops: 0 };
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text) && Number(text) <= 10) return { hops: Number(text) };
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (addresses.length > 0 && addresses.every(isAddressOrNetwork)) return { addresses };
  context.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
  return z.NEVER;
});

function isAddressOrNetwork(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

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
  // Behind a reverse proxy: take the visitor's address from X-Forwarded-For (decision 098).
  TRUST_PROXY: trustProxy.default({ hops: 0 }),
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
  // Read by logger.ts itself (it cannot wait for this parse); listed here so that a typo stops the start.
  LOG_FORMAT: z.enum(LOG_FORMATS, 'must be pretty or json').optional(),
  // Largest file the media library accepts, in megabytes (MiB).
  MEDIA_MAX_UPLOAD_MB: z.coerce.number({ error: UPLOAD_LIMIT_RULE }).int(UPLOAD_LIMIT_RULE).min(1, UPLOAD_LIMIT_RULE).max(2048, UPLOAD_LIMIT_RULE).default(25),
  // Requests a minute to the content API (/api/v1): per key, and per address without a key.
  API_RATE_LIMIT: wholeNumber(1, 1_000_000).default(600),
  API_ANONYMOUS_RATE_LIMIT: wholeNumber(1, 1_000_000).default(120),
  // Newsletter messages handed to the SMTP server per minute (decision 092): the provider's limit.
  NEWSLETTER_SEND_RATE: wholeNumber(1, 100_000).default(60),
  // Visit statistics (decisions 093, 096): per network (an IPv4 address, an IPv6 /64), events a
  // minute before 429 and events kept a day; from everyone, beacons a second before the rest are
  // shed unread, and events kept a day.
  ANALYTICS_EVENTS_PER_MINUTE: wholeNumber(1, 1_000_000).default(120),
  ANALYTICS_EVENTS_PER_DAY: wholeNumber(1, 1_000_000).default(2_000),
  ANALYTICS_INTAKE_PER_SECOND: wholeNumber(1, 1_000_000).default(3_000),
  ANALYTICS_INTAKE_PER_DAY: wholeNumber(1, 100_000_000).default(100_000),
  // What one visitor, or a crowd, may hold of the server (decision 094). Defaults suit one small
  // server of 2 cores; docs/operations.md says when to change them.
  // Requests inside Next.js at once: renders are CPU work on one thread; more only add memory.
  RENDER_SLOTS: wholeNumber(1, 1000).default(16),
  // Requests that may wait for a slot; more are answered 503 with Retry-After at once.
  RENDER_QUEUE: wholeNumber(0, 100_000).default(256),
  // Longest wait for a slot before a 503 (a cached page is then served from the cache instead).
  RENDER_QUEUE_SECONDS: wholeNumber(1, 600).default(5),
  // A request still in Next.js after this long gives its slot back (it goes on, uncounted).
  RENDER_SLOT_SECONDS: wholeNumber(1, 3600).default(30),
  // Time to send the request line and headers.
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 600).default(10),
  // Longest pause while a request body arrives, and the time after which it must average BODY_MIN_RATE_KB.
  BODY_IDLE_SECONDS: wholeNumber(1, 600).default(10),
  BODY_MIN_RATE_KB: wholeNumber(0, 1_000_000).default(8),
  // Request bodies over 64 KB held in memory at once (uploads), in MB; never less than the largest one allowed.
  BODY_MEMORY_MB: wholeNumber(1, 65_536).default(64),
  // Per client address: open connections, and requests being received, waiting or in Next.js.
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(64),
  MAX_REQUESTS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(32),
  // Open connections in all; unset: 80 % of the process's open-file limit.
  MAX_CONNECTIONS: wholeNumber(16, 10_000_000).optional(),
  // Webhooks to loopback, private and link-local addresses (decision 105): refused unless this is
  // true, for development and tests whose receivers listen on 127.0.0.1. Never in production.
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  // S3-compatible object storage for media instead of DATA_DIR/media, enabled by S3_BUCKET.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or eu-central-1')
    .optional(),
  // MinIO, Cloudflare R2, Ceph and others: their address. Unset: Amazon S3.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as http://localhost:9000' }).optional(),
  // Unset: the AWS SDK's usual sources (AWS_* variables, ~/.aws, an instance or task role).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // true: the bucket in the path (http://host/bucket/key), which most self-hosted servers need.
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
});

const S3_SETTINGS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const checkedEnvSchema = envSchema.superRefine((data, context) => {
  // A setting without a bucket is a typo or a forgotten variable: files would quietly go to disk.
  const orphans = S3_SETTINGS.filter((name) => data[name] !== undefined);
  if (!data.S3_BUCKET && orphans.length > 0) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `must be set when ${orphans.join(', ')} is set` });
  }
  if ((data.S3_ACCESS_KEY_ID === undefined) !== (data.S3_SECRET_ACCESS_KEY === undefined)) {
    const [missing, given] = data.S3_ACCESS_KEY_ID === undefined ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    context.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${given} is set` });
  }
});

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  siteUrl: string;
  /** MEDIA_MAX_UPLOAD_MB in bytes (1 MB = 1024 * 1024 bytes). */
  mediaMaxUploadBytes: number;
  /** Set when S3_BUCKET is: media then lives in that bucket instead of DATA_DIR/media. */
  s3?: S3Config;
};

export class ConfigError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const siteUrl = (result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, '');
  return {
    ...result.data,
    dataDir: path.resolve(result.data.DATA_DIR),
    siteUrl,
    mediaMaxUploadBytes: result.data.MEDIA_MAX_UPLOAD_MB * 1024 * 1024,
    s3: s3Config(result.data),
  };
}

function s3Config(data: z.infer<typeof envSchema>): S3Config | undefined {
  if (!data.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = data;
  return {
    bucket: data.S3_BUCKET,
    region: data.S3_REGION ?? 'us-east-1',
    endpoint: data.S3_ENDPOINT,
    forcePathStyle: data.S3_FORCE_PATH_STYLE ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
