import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordSchema } from '@shiplabel/shared';
import { z } from 'zod';
import { bool, int, opt } from './lib/env-values.ts';
import { issueMessage, zodFieldIssues } from './lib/validation.ts';
import { parseSecretsKey } from './modules/carriers/secrets-key.ts';
import { objectStorageEnv, objectStorageOf } from './modules/files/object-storage.config.ts';
import type { ObjectStorageSettings } from './modules/files/object-storage.ts';
import { DEFAULT_RISK_RULES, type RiskRules } from './modules/risk/risk-rules.ts';

/** The repository root, found from this file so WEB_DIST does not depend on the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const secretsKeySchema = z.string().transform((text, ctx) => {
  const key = parseSecretsKey(text);
  if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
  return key ?? Buffer.alloc(0);
});

export const envSchema = z.object({
  PORT: int(1, 65535, 3000),
  HOST: opt(z.string().default('0.0.0.0')),
  DATA_DIR: opt(z.string().default('./data')),
  DATABASE_URL: opt(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  DB_POOL_MAX: int(2, 500, 20),
  DEMO_DATA: bool(true),
  ADMIN_EMAIL: opt(z.string().trim().toLowerCase().email().optional()),
  ADMIN_PASSWORD: opt(passwordSchema.optional()),
  LOG_LEVEL: opt(z.enum(LOG_LEVELS).default('info')),
  SESSION_TTL_MINUTES: int(5, 525_600, 720),
  SESSION_RENEW_AFTER_MINUTES: int(1, 525_600, 60),
  LOGIN_MAX_FAILURES: int(1, 1000, 10),
  LOGIN_LOCK_MINUTES: int(1, 10_080, 15),
  LOGIN_ACCOUNT_MAX_FAILURES: int(1, 1_000_000, 100),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000, 30),
  BUSINESS_TZ: opt(z.string().refine(isTimeZone, 'unknown time zone').default('America/Los_Angeles')),
  WEB_DIST: opt(z.string().default('apps/web/dist')),
  // issue 14: absolute URLs in sitemap.xml, robots.txt and canonical links; unset: the request's origin
  PUBLIC_ORIGIN: opt(
    z
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: bool(false),
  BODY_LIMIT_BYTES: int(1024, 104_857_600, 1_048_576),
  TRACKING_REFRESH_SECONDS: int(60, 86_400, 300),
  ORDER_RECOVERY_GRACE_SECONDS: int(1, 86_400, 120),
  BULK_LABELS_JOB_THRESHOLD: int(1, 1_000_000, 200),
  BULK_EXPORT_JOB_THRESHOLD: int(1, 1_000_000, 5_000),
  JOB_WORKERS: int(0, 64, 2),
  JOB_POLL_MS: int(50, 60_000, 500),
  RECHARGE_AMOUNT_WARN_PERCENT: int(0, 1000, 10),
  // issue 13: outgoing e-mail (sign-up codes); without SMTP_URL mail goes to the log and the outbox view
  SMTP_URL: opt(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: opt(z.string().trim().max(254).default('ShipLabel <no-reply@shiplabel.local>')),
  // issue 15: the key of channel credentials and carrier tokens at rest (AES-256-GCM); the previous one
  // still opens what it sealed until `npm run secrets:rotate -w apps/server` (docs/operations.md)
  SECRETS_KEY: opt(secretsKeySchema.optional()),
  SECRETS_KEY_PREVIOUS: opt(secretsKeySchema.optional()),
  // issue 16: lets webhooks go to private and loopback addresses (tests, closed networks); off by default
  WEBHOOKS_ALLOW_PRIVATE: bool(false),
  // issue 16: lets WooCommerce store addresses (and every store call) be private or loopback addresses
  STORES_ALLOW_PRIVATE: bool(false),
  // issue 13: risk rules that send a placement to order review (docs/risk-rules.md)
  RISK_RULES: bool(true),
  RISK_NEW_ACCOUNT_ORDERS: int(0, 1000, DEFAULT_RISK_RULES.newAccountOrders),
  RISK_NEW_ACCOUNT_DAYS: int(0, 3650, DEFAULT_RISK_RULES.newAccountDays),
  RISK_DECLARED_VALUE_LIMIT_USD: int(
    0,
    100_000_000,
    Number(DEFAULT_RISK_RULES.declaredValueLimitMinor / 100n),
  ),
  RISK_VOLUME_MULTIPLIER: int(1, 1000, DEFAULT_RISK_RULES.volumeMultiplier),
  RISK_VOLUME_MINIMUM: int(0, 1_000_000, DEFAULT_RISK_RULES.volumeMinimum),
  // issue 18: the embedded database's scheduled backups into DATA_DIR/backups (0: none), newest kept
  BACKUP_EVERY_HOURS: int(0, 8760, 24),
  BACKUP_KEEP: int(1, 1000, 7),
  // issue 18: files in S3-compatible object storage (all of endpoint, bucket and key pair, or none)
  ...objectStorageEnv,
});

const SECRET_VARS = new Set([
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'SMTP_URL',
  'SECRETS_KEY',
  'SECRETS_KEY_PREVIOUS',
  'S3_SECRET_ACCESS_KEY',
]);

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections this process may open. A batch placement uses up to 10 at once; the rest keep
   * web requests from queueing behind it.
   */
  dbPoolMax: number;
  demoData: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  sessionTtlMinutes: number;
  sessionRenewAfterMinutes: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginAccountMaxFailures: number;
  loginRateLimitPerMinute: number;
  businessTz: string;
  /** The recharge review warns when the actual amount differs from the forecast by more than this percent. */
  rechargeAmountWarnPercent: number;
  /** When a placement goes to order review instead of the carrier (docs/risk-rules.md). */
  riskRules: RiskRules;
  /** smtp(s)://user:pass@host:port of the outgoing mail server; unset: mail is written to the log. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail. */
  mailFrom: string;
  /** Absolute. */
  webDist: string;
  /** e.g. https://ship.example.com (no trailing slash), for crawlers' absolute URLs; unset: the request's. */
  publicOrigin?: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** How stale a parcel in transit may get before the refresh job asks its carrier again. */
  trackingRefreshSeconds: number;
  /**
   * How long an order may stay "being placed" (17) before the recovery job asks its carrier and completes
   * or releases it (the job looks every 5 seconds). Also the age of a stray ledger reservation it releases.
   */
  orderRecoveryGraceSeconds: number;
  /** Bulk downloads (issue 6): more orders than this are built by a background job, fewer answer at once. */
  bulkLabelsJobThreshold: number;
  bulkExportJobThreshold: number;
  /** Background jobs this process runs at once (0: this process runs none, e.g. an API-only instance). */
  jobWorkers: number;
  /** How long an idle job worker waits before looking for queued work again. */
  jobPollMs: number;
  /** SECRETS_KEY (32 bytes); unset: built-in carriers only (start-up refuses real carriers' channels). */
  secretsKey?: Buffer;
  /** The key before the last rotation, still accepted for decryption. */
  secretsKeyPrevious?: Buffer;
  /** Webhook deliveries may go to private, loopback and link-local addresses (off unless set). */
  webhooksAllowPrivate: boolean;
  /** Store connections and their sync/fulfil calls may go to private, loopback and link-local addresses. */
  storesAllowPrivate: boolean;
  /** Embedded database only: hours between the server's own backups (0: none), and how many are kept. */
  backupEveryHours: number;
  backupKeep: number;
  /** S3_*: new files go to this bucket (the database keeps references); unset: files stay in the database. */
  objectStorage?: ObjectStorageSettings;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      zodFieldIssues(parsed.error).map((issue) => {
        const message = issueMessage('en-US', issue).replace(`${issue.field}: `, '');
        // Secrets are named, never echoed.
        const got = SECRET_VARS.has(issue.field) ? '' : ` (got ${JSON.stringify(env[issue.field])})`;
        return `${issue.field}: ${message}${got}`;
      }),
    );
  }
  const e = parsed.data;
  const storage = objectStorageOf(e);
  if (storage.problems.length) throw new ConfigError(storage.problems);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.DB_POOL_MAX,
    demoData: e.DEMO_DATA,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    sessionRenewAfterMinutes: e.SESSION_RENEW_AFTER_MINUTES,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    businessTz: e.BUSINESS_TZ,
    rechargeAmountWarnPercent: e.RECHARGE_AMOUNT_WARN_PERCENT,
    riskRules: {
      ...DEFAULT_RISK_RULES,
      enabled: e.RISK_RULES,
      newAccountOrders: e.RISK_NEW_ACCOUNT_ORDERS,
      newAccountDays: e.RISK_NEW_ACCOUNT_DAYS,
      declaredValueLimitMinor: BigInt(e.RISK_DECLARED_VALUE_LIMIT_USD) * 100n,
      volumeMultiplier: e.RISK_VOLUME_MULTIPLIER,
      volumeMinimum: e.RISK_VOLUME_MINIMUM,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: resolve(REPO_ROOT, e.WEB_DIST),
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trackingRefreshSeconds: e.TRACKING_REFRESH_SECONDS,
    orderRecoveryGraceSeconds: e.ORDER_RECOVERY_GRACE_SECONDS,
    bulkLabelsJobThreshold: e.BULK_LABELS_JOB_THRESHOLD,
    bulkExportJobThreshold: e.BULK_EXPORT_JOB_THRESHOLD,
    jobWorkers: e.JOB_WORKERS,
    jobPollMs: e.JOB_POLL_MS,
    secretsKey: e.SECRETS_KEY,
    secretsKeyPrevious: e.SECRETS_KEY_PREVIOUS,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    storesAllowPrivate: e.STORES_ALLOW_PRIVATE,
    backupEveryHours: e.BACKUP_EVERY_HOURS,
    backupKeep: e.BACKUP_KEEP,
    ...(storage.settings && { objectStorage: storage.settings }),
  };
}
