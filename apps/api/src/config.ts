import { z } from 'zod';
import { SIGNUP_EMAIL_DOMAINS } from '@okuryazar/shared';

/**
 * Configuration is the environment (docs/PRODUCT.md#operator-and-tool-contracts), validated once at start-up so a bad value
 * stops the server with a clear message instead of failing later.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(v)), { message: hint });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    REDIS_URL: optionalUrl(/^rediss?:\/\//, 'must be a redis:// URL'),
    S3_ENDPOINT: optionalUrl(/^https?:\/\//, 'must be an http(s):// URL'),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    S3_PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s):// URL'),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
    MAIL_FROM: z.string().trim().default('Okuryazar <noreply@okuryazar.local>'),
    PUBLIC_URL: optionalUrl(/^https?:\/\//, 'must be an http(s):// URL'),
    JWT_SECRET: z.string().optional(),
    SEED_DEMO: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    WEB_ORIGINS: z.string().default(''),
    SIGNUP_EMAIL_DOMAINS: z.string().optional(),
    METRICS_TOKEN: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
    /** Comma-separated e-mail addresses whose accounts become admins at start-up (docs/PRODUCT.md#trust-and-safety). */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((list) => list.every((e) => z.email().safeParse(e).success), { message: 'must be comma-separated e-mail addresses' }),
    /** The in-process content cache's ceiling (lib/content-cache.ts): approximate bytes and entries. */
    CONTENT_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64 * 1024 * 1024),
    CONTENT_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(50_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be at least 32 characters' });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string | undefined;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Undefined means "generate once and keep in DATA_DIR" (resolved at start-up). */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  webOrigins: string[];
  signupEmailDomains: readonly string[];
  /** Accounts made admins at start-up (lower-cased). */
  adminEmails: readonly string[];
  logLevel: string;
  /** Bearer token that opens GET /api/metrics; unset, the route does not exist (404). */
  metricsToken: string | undefined;
  /** Bounds of the in-process content cache (chapter texts, chapter lists, shelves, cards); 0 turns it off. */
  contentCache: { maxBytes: number; maxEntries: number };
  /** Path of the built web app to serve, when present. */
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION || 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL,
          }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    // Demo content goes only into an embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY,
    webOrigins: e.WEB_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    signupEmailDomains:
      e.SIGNUP_EMAIL_DOMAINS === undefined
        ? SIGNUP_EMAIL_DOMAINS
        : e.SIGNUP_EMAIL_DOMAINS.split(',')
            .map((d) => d.trim().toLowerCase())
            .filter(Boolean),
    adminEmails: e.ADMIN_EMAILS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    contentCache: { maxBytes: e.CONTENT_CACHE_MAX_BYTES, maxEntries: e.CONTENT_CACHE_MAX_ENTRIES },
    webDistDir: undefined,
  };
}
