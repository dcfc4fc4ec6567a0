import type { ApiRequestType } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CarrierAdapter, CarrierContext } from '../carriers/carrier-adapter.ts';
import { CarrierError } from '../carriers/carrier-adapter.ts';
import { redactForLog } from './api-log.redact.ts';
import { enqueueApiLog } from './api-log.writer.ts';

/** A call that answered but refused (a rate refusal, a label not voided) is logged as a failure with its code. */
type Verdict = { success: true } | { success: false; errorCode: string };

const errorCodeOf = (error: unknown): string => {
  if (error instanceof CarrierError) return error.code;
  if (error instanceof AppError) return error.errorCode;
  return 'internal';
};

/**
 * What the log keeps of a failed call. The carrier's own words (`carrierMessage`, `carrierCode`) live only
 * here: the customer gets our translated code.
 */
function failureOf(error: unknown): Record<string, string> {
  const failure: Record<string, string> = { error: error instanceof Error ? error.message : String(error) };
  if (error instanceof CarrierError) {
    if (error.carrierMessage !== undefined) failure.carrierMessage = error.carrierMessage;
    if (error.carrierCode !== undefined) failure.carrierCode = error.carrierCode;
  }
  return failure;
}

function record(
  db: Database,
  carrierCode: string,
  type: ApiRequestType,
  ctx: CarrierContext,
  input: unknown,
  started: number,
  result: { response: unknown; verdict: Verdict },
): void {
  try {
    enqueueApiLog(db, {
      orderId: ctx.log?.orderId ?? null,
      orderNo: ctx.log?.orderNo ?? '',
      userId: ctx.log?.userId ?? null,
      carrierCode,
      channelId: ctx.channelId,
      requestType: type,
      // The context is not logged: it holds the channel's credentials.
      request: redactForLog(input),
      response: result.response === undefined ? null : redactForLog(result.response),
      success: result.verdict.success,
      errorCode: result.verdict.success ? '' : result.verdict.errorCode,
      durationMs: Math.round(performance.now() - started),
      createdAt: ctx.now,
    });
  } catch {
    // Building the row failed (an odd response shape): the carrier call's result matters more.
  }
}

async function recorded<T>(
  db: Database,
  carrierCode: string,
  type: ApiRequestType,
  ctx: CarrierContext,
  input: unknown,
  call: () => Promise<T>,
  verdictOf: (result: T) => Verdict = () => ({ success: true }),
): Promise<T> {
  const started = performance.now();
  try {
    const result = await call();
    record(db, carrierCode, type, ctx, input, started, { response: result, verdict: verdictOf(result) });
    return result;
  } catch (error) {
    const errorCode = errorCodeOf(error);
    record(db, carrierCode, type, ctx, input, started, {
      response: failureOf(error),
      verdict: { success: false, errorCode },
    });
    throw error;
  }
}

/**
 * The adapter with every call written to the carrier API log (same interface, same results and errors).
 * Adapters are wrapped where they are obtained (rating, carrierForService), so no call can skip the log.
 */
export function recordingAdapter(adapter: CarrierAdapter, db: Database): CarrierAdapter {
  const code = adapter.code;
  const { findLabel, manifest, validateAddress, createReturnLabel, testConnection } = adapter;
  return {
    code,
    name: adapter.name,
    defaultServices: adapter.defaultServices,
    ...(adapter.settingsFields && { settingsFields: adapter.settingsFields }),
    ...(adapter.labelFormats && { labelFormats: adapter.labelFormats }),
    // An operator's credentials check (channel form): logged, a refusal with the carrier's code.
    ...(testConnection && {
      testConnection: (ctx) =>
        recorded(
          db,
          code,
          'testConnection',
          ctx,
          {},
          () => testConnection.call(adapter, ctx),
          (r) => (r.ok ? { success: true } : { success: false, errorCode: r.code }),
        ),
    }),
    // A return label is a label purchase: logged as createLabel (the input carries isReturn).
    ...(createReturnLabel && {
      createReturnLabel: (ctx, input) =>
        recorded(db, code, 'createLabel', ctx, input, () => createReturnLabel.call(adapter, ctx, input)),
    }),
    rate: (ctx, input) =>
      recorded(
        db,
        code,
        'rate',
        ctx,
        input,
        () => adapter.rate(ctx, input),
        (r) => (r.ok ? { success: true } : { success: false, errorCode: r.code }),
      ),
    createLabel: (ctx, input) =>
      recorded(db, code, 'createLabel', ctx, input, () => adapter.createLabel(ctx, input)),
    ...(findLabel && {
      findLabel: (ctx, input) =>
        recorded(db, code, 'findLabel', ctx, input, () => findLabel.call(adapter, ctx, input)),
    }),
    void: (ctx, input) =>
      recorded(
        db,
        code,
        'void',
        ctx,
        input,
        () => adapter.void(ctx, input),
        (r) => (r.voided ? { success: true } : { success: false, errorCode: r.code ?? 'carrier.not_voided' }),
      ),
    track: (ctx, input) => recorded(db, code, 'track', ctx, input, () => adapter.track(ctx, input)),
    ...(manifest && {
      manifest: (ctx, input) =>
        recorded(db, code, 'manifest', ctx, input, () => manifest.call(adapter, ctx, input)),
    }),
    ...(validateAddress && {
      validateAddress: (ctx, input) =>
        recorded(db, code, 'validateAddress', ctx, input, () => validateAddress.call(adapter, ctx, input)),
    }),
  };
}
