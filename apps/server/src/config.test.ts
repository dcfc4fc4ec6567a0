import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      dbPoolMax: 20,
      backupEveryHours: 24,
      backupKeep: 7,
      demoData: true,
      adminEmail: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      sessionTtlMinutes: 720,
      sessionRenewAfterMinutes: 60,
      loginMaxFailures: 10,
      loginLockMinutes: 15,
      loginAccountMaxFailures: 100,
      loginRateLimitPerMinute: 30,
      businessTz: 'America/Los_Angeles',
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      trustProxy: false,
      bodyLimitBytes: 1_048_576,
      trackingRefreshSeconds: 300,
      orderRecoveryGraceSeconds: 120,
      bulkLabelsJobThreshold: 200,
      bulkExportJobThreshold: 5_000,
      jobWorkers: 2,
      jobPollMs: 500,
      rechargeAmountWarnPercent: 10,
      smtpUrl: undefined,
      mailFrom: 'ShipLabel <no-reply@shiplabel.local>',
      publicOrigin: undefined,
      secretsKey: undefined,
      secretsKeyPrevious: undefined,
      webhooksAllowPrivate: false,
      storesAllowPrivate: false,
      riskRules: {
        enabled: true,
        newAccountOrders: 3,
        newAccountDays: 7,
        declaredValueLimitMinor: 200_000n,
        volumeMultiplier: 5,
        volumeMinimum: 50,
        volumeWindowDays: 14,
      },
    });
  });

  it('resolves WEB_DIST from the repository root and DATA_DIR from the working directory', () => {
    expect(REPO_ROOT).toBe(join(import.meta.dirname, '../../..'));
    const c = loadConfig({ WEB_DIST: 'dist-x', DATA_DIR: 'd' }, '/tmp/elsewhere');
    expect(c.webDist).toBe(join(REPO_ROOT, 'dist-x'));
    expect(c.dataDir).toBe('/tmp/elsewhere/d');
  });

  it('reads the values it is given; an empty value means the default', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: '',
      DEMO_DATA: 'false',
      ADMIN_EMAIL: ' Boss@Example.com ',
      ADMIN_PASSWORD: 'Strong1234',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      BUSINESS_TZ: 'Asia/Shanghai',
      ORDER_RECOVERY_GRACE_SECONDS: '5',
    });
    expect(c).toMatchObject({
      orderRecoveryGraceSeconds: 5,
      port: 8080,
      databaseUrl: undefined,
      demoData: false,
      adminEmail: 'boss@example.com',
      adminPassword: 'Strong1234',
      trustProxy: true,
      logLevel: 'warn',
      businessTz: 'Asia/Shanghai',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        BUSINESS_TZ: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        DEMO_DATA: 'maybe',
        ADMIN_PASSWORD: 'short',
        SESSION_TTL_MINUTES: '0',
        ORDER_RECOVERY_GRACE_SECONDS: '0',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const vars = [...new Set(problems.map((p) => p.split(':')[0]))];
    expect(vars.sort()).toEqual(
      [
        'ADMIN_PASSWORD',
        'BUSINESS_TZ',
        'DATABASE_URL',
        'DEMO_DATA',
        'LOG_LEVEL',
        'ORDER_RECOVERY_GRACE_SECONDS',
        'PORT',
        'SESSION_TTL_MINUTES',
      ].sort(),
    );
    expect((error as ConfigError).message).toContain('PORT');
    expect(problems.find((p) => p.startsWith('BUSINESS_TZ'))).toContain('unknown time zone');
    expect(problems).toContain('ADMIN_PASSWORD: The password must be 8-16 characters long');
    expect(problems).toContain('PORT: must be of type number (got "abc")');
    expect((error as ConfigError).message).not.toContain('mysql://x');
  });

  it('accepts JOB_WORKERS=0 (a process that runs no jobs) and bounds the job settings', () => {
    expect(loadConfig({ JOB_WORKERS: '0', JOB_POLL_MS: '100' })).toMatchObject({
      jobWorkers: 0,
      jobPollMs: 100,
    });
    expect(() => loadConfig({ JOB_WORKERS: '-1' })).toThrow(/JOB_WORKERS/);
    expect(() => loadConfig({ JOB_POLL_MS: '10' })).toThrow(/JOB_POLL_MS/);
  });

  it('bounds the PostgreSQL pool: at least 2 connections (a batch and a request)', () => {
    expect(loadConfig({ DB_POOL_MAX: '40' }).dbPoolMax).toBe(40);
    expect(() => loadConfig({ DB_POOL_MAX: '1' })).toThrow(/DB_POOL_MAX/);
  });
});
