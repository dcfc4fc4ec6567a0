import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp } from '../../db/testing/test-app.ts';
import { type CarrierAdapter, type CarrierContext, CarrierError } from '../carriers/carrier-adapter.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { MAX_TEXT, REDACTED, redactForLog } from './api-log.redact.ts';
import { carrierApiLogs } from './api-log.table.ts';
import { flushApiLog, setApiLogErrorLog } from './api-log.writer.ts';
import { recordingAdapter } from './recording-adapter.ts';

let db: Database;
beforeAll(async () => {
  db = (await createTestApp()).db;
});

const ctx = (orderNo: string): CarrierContext => ({
  channelId: crypto.randomUUID(),
  settings: {},
  credentials: { apiKey: 'CTX-SECRET-1' },
  rateCard: null,
  now: new Date(),
  log: { orderNo },
});

/** A carrier answering with secrets and a big label file, as real carriers may. */
const chatty: CarrierAdapter = {
  ...sandboxAdapter,
  code: 'chatty',
  async createLabel() {
    return {
      trackingNumbers: ['CH1'],
      costMinor: 1234n,
      label: {
        format: 'json',
        content: { pdfBase64: 'A'.repeat(5000), auth: { accessToken: 'T-1', Authorization: 'Bearer x' } },
      },
    };
  },
  async track() {
    throw new CarrierError('carrier.unavailable');
  },
};

const rowsOf = async (orderNo: string) => {
  await flushApiLog(db);
  return db.select().from(carrierApiLogs).where(eq(carrierApiLogs.orderNo, orderNo));
};

describe('redactForLog', () => {
  it('masks secret-named keys at any depth, turns bigint into text and cuts long text', () => {
    const out = redactForLog({
      password: 'p',
      client_secret: 's',
      x: { apiKey: 'k', API_KEY: 'k', sessionToken: 't', credentials: { a: 1 }, keep: 'ok', n: 5n },
      blob: 'B'.repeat(1000),
    });
    expect(out).toMatchObject({ password: REDACTED, client_secret: REDACTED });
    expect(out.x).toEqual({
      apiKey: REDACTED,
      API_KEY: REDACTED,
      sessionToken: REDACTED,
      credentials: REDACTED,
      keep: 'ok',
      n: '5',
    });
    expect(String(out.blob).length).toBeLessThan(MAX_TEXT + 30);
  });
});

describe('recordingAdapter', () => {
  it('stores the call redacted, never the context credentials, and answers what the carrier answered', async () => {
    const label = await recordingAdapter(chatty, db).createLabel(ctx('REC-1'), {
      serviceCode: 'ground',
      zone: 2,
      fromZip: '90001',
      toZip: '10001',
      parcels: [],
      reference: 'ref-1',
    });
    expect(label.label.format === 'json' && label.label.content.pdfBase64).toHaveLength(5000);
    const [row] = await rowsOf('REC-1');
    expect(row).toMatchObject({ carrierCode: 'chatty', requestType: 'createLabel', success: true });
    const text = JSON.stringify(row);
    expect(text).not.toContain('CTX-SECRET-1');
    expect(text).not.toContain('T-1');
    expect(text).not.toContain('A'.repeat(MAX_TEXT + 1));
    expect(row!.response).toMatchObject({
      costMinor: '1234',
      label: { content: { auth: { accessToken: REDACTED, Authorization: REDACTED } } },
    });
  });

  it('logs a failed call with its code and rethrows it', async () => {
    await expect(recordingAdapter(chatty, db).track(ctx('REC-2'), { trackingNumber: 'CH1' })).rejects.toThrow(
      CarrierError,
    );
    const [row] = await rowsOf('REC-2');
    expect(row).toMatchObject({ requestType: 'track', success: false, errorCode: 'carrier.unavailable' });
  });

  it("keeps the carrier's own message and code of a failure in the log only", async () => {
    const refusing: CarrierAdapter = {
      ...sandboxAdapter,
      code: 'refusing',
      async createLabel() {
        throw new CarrierError('carrier.address_undeliverable', 'Address not found in USPS database', '2040');
      },
    };
    await expect(
      recordingAdapter(refusing, db).createLabel(ctx('REC-5'), {
        serviceCode: 'ground',
        zone: 2,
        fromZip: '90001',
        toZip: '10001',
        parcels: [],
        reference: 'ref-5',
      }),
    ).rejects.toMatchObject({ code: 'carrier.address_undeliverable' });
    const [row] = await rowsOf('REC-5');
    expect(row).toMatchObject({ success: false, errorCode: 'carrier.address_undeliverable' });
    expect(row!.response).toEqual({
      error: 'carrier.address_undeliverable',
      carrierMessage: 'Address not found in USPS database',
      carrierCode: '2040',
    });
  });

  it('a refused rate is logged as a failure with the refusal code', async () => {
    const outcome = await recordingAdapter(sandboxAdapter, db).rate(ctx('REC-3'), {
      serviceCode: 'no_such_service',
      zone: 1,
      direction: 'domestic',
      parcels: [
        {
          unit: 'lb',
          actual: 1,
          dimensional: 1,
          billable: 1,
          billableLb: 1,
          actualLb: 1,
          sidesIn: [1, 1, 1],
        },
      ],
    });
    expect(outcome.ok).toBe(false);
    const [row] = await rowsOf('REC-3');
    expect(row).toMatchObject({ requestType: 'rate', success: false });
    expect(row!.errorCode).toBe('carrier.unknown_service');
  });

  it('a log that cannot be written never fails the carrier call', async () => {
    const error = vi.fn();
    const broken = { insert: () => ({ values: () => Promise.reject(new Error('db down')) }) } as never;
    setApiLogErrorLog(broken, { error });
    const result = await recordingAdapter(sandboxAdapter, broken).void(ctx('REC-4'), {
      trackingNumber: 'SBX-nothing',
    });
    expect(result).toHaveProperty('voided');
    await flushApiLog(broken);
    expect(error).toHaveBeenCalledOnce();
  });
});
