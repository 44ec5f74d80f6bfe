import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `https://host[:port]` with nothing after it (a trailing `/` is allowed): the site is served at its root. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    STATIC_ROOT: z.string().min(1).default('dist/apps'),
    // The public site's render cache (docs/deployment.md, "Server rendering"): how long a page is kept, the bytes all
    // pages may take, how many renders run at once and how many may wait, how often writes of other processes are read.
    RENDER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    RENDER_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(2 ** 40).default(32 * 1024 * 1024),
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
    RENDER_CACHE_SYNC_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    // Holds one folder per contract: <CONTRACTS_DIR>/<name>/<name>.yaml.
    CONTRACTS_DIR: z.string().min(1).default('openapi'),
    CLIENT_ID: z.string().min(1).default('portal-web'),
    CLIENT_SECRET: z.string().min(1).default('portal-web-secret'),
    TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(28800),
    CAPTCHA_TEST_CODE: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    SEED_DEMO: z.stringbool().default(true),
    // false | true | comma-separated proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8): who may set X-Forwarded-*.
    TRUST_PROXY: z.string().default('false'),
    // Outgoing mail (modules/mail). Without SMTP_URL mails stay in the outbox, readable by staff.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // The site's origin as customers reach it: every absolute address the product writes (pages' canonical and Open
    // Graph tags, the sitemap, robots.txt, links in mails) starts here, never with a request's Host.
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine(isOrigin, 'PUBLIC_BASE_URL must be an origin such as https://portal.example.com (no path, query or user)')
      .optional(),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    // How long SIGTERM/SIGINT waits for requests in flight (and the mail in hand) before giving up with exit code 1.
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
    // After SIGTERM/SIGINT, how long the process keeps serving (with /readyz at 503) before it stops listening.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    // How long /readyz waits for the database to answer `select 1`.
    READINESS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
    // PostgreSQL: the longest wait for a new connection or a free pooled one before a request gets 503.
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    // Prometheus metrics on a listener of their own, never the public port; unset: no listener (docs/decisions.md).
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CAPTCHA_TEST_CODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_TEST_CODE'],
        message: 'CAPTCHA_TEST_CODE bypasses the captcha and must not be set when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'PUBLIC_BASE_URL is required when NODE_ENV=production' });
    }
    if (env.SMTP_URL) {
      for (const name of ['MAIL_FROM', 'PUBLIC_BASE_URL'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when SMTP_URL is set` });
      }
    }
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT: metrics are never served on the public port' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** PostgreSQL when set, otherwise SQLite at `sqliteFile`. */
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteFile: string;
  uploadsDir: string;
  staticRoot: string;
  /** The site's public origin (`PUBLIC_BASE_URL`, no trailing slash): every absolute address the product writes. */
  publicOrigin: string;
  render: RenderConfig;
  /** Absolute; the contract `<name>` is read from `<contractsDir>/<name>/<name>.yaml`. */
  contractsDir: string;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  captchaTestCode: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** Demo accounts and sample data; always false in production. */
  seedDemo: boolean;
  trustProxy: boolean | string;
  /** Response bodies are checked against the contract everywhere except production. */
  validateResponses: boolean;
  mail: MailConfig;
  /** After SIGTERM/SIGINT (and the drain): the time in-flight work gets before the process exits with code 1 anyway. */
  shutdownGraceMs: number;
  /** After SIGTERM/SIGINT: how long the process still serves, /readyz answering 503, so a balancer stops sending. */
  shutdownDrainMs: number;
  /** /readyz: how long the database may take to answer before the process counts as not ready. */
  readinessTimeoutMs: number;
  /** PostgreSQL: opening a connection or waiting for a free one fails (503) after this long. */
  databaseConnectTimeoutMs: number;
  /** Where Prometheus scrapes `/metrics`; null: not served at all (the default). */
  metrics: { port: number; host: string } | null;
}

export interface RenderConfig {
  /** How long a server-rendered public page is served from memory; 0: every request renders. */
  cacheTtlMs: number;
  /** The most bytes the cached pages may take (HTML and its compressed copies); 0 keeps none. */
  cacheMaxBytes: number;
  /** Renders running at once in this process. */
  concurrency: number;
  /** Renders that may wait for one of those; beyond, a request gets the cached page, even stale, or 503. */
  queueMax: number;
  /** How often the process reads what other processes' writes changed (the cross-process delay). */
  syncIntervalMs: number;
}

export interface MailConfig {
  /** Mail is sent (a worker runs) only when set; otherwise it waits in the outbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `"Globe Freight" <no-reply@globe-freight.example>`. */
  from: string;
  /** Absolute links in mails start here (no trailing slash): the site's public origin, AppConfig.publicOrigin. */
  publicBaseUrl: string;
  /** How often an idle worker looks for due mail. */
  pollIntervalMs: number;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

/**
 * Reads and validates the environment. Call once at startup (main/cli) and pass the result down;
 * nothing else in the server reads process.env.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // Empty variables (`FOO=`) mean "not set", so defaults apply.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, env.DATA_DIR);
  const publicOrigin = env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL).origin : `http://localhost:${env.PORT}`;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sqliteFile: path.join(dataDir, 'portal.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    staticRoot: path.resolve(cwd, env.STATIC_ROOT),
    publicOrigin,
    render: {
      cacheTtlMs: env.RENDER_CACHE_TTL_MS,
      cacheMaxBytes: env.RENDER_CACHE_MAX_BYTES,
      concurrency: env.RENDER_CONCURRENCY,
      queueMax: env.RENDER_QUEUE_MAX,
      syncIntervalMs: env.RENDER_CACHE_SYNC_MS,
    },
    contractsDir: path.resolve(cwd, env.CONTRACTS_DIR),
    clientId: env.CLIENT_ID,
    clientSecret: env.CLIENT_SECRET,
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    captchaTestCode: env.CAPTCHA_TEST_CODE,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO && !isProduction,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    validateResponses: !isProduction,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'no-reply@localhost',
      publicBaseUrl: publicOrigin,
      pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    readinessTimeoutMs: env.READINESS_TIMEOUT_MS,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    metrics: env.METRICS_PORT === undefined ? null : { port: env.METRICS_PORT, host: env.METRICS_HOST },
  };
}
