import type { Database } from '../../../db/client.ts';
import type {
  ApiLogSubject,
  CarrierAdapter,
  CarrierContext,
  CarrierMode,
  CarrierTokens,
} from '../carrier-adapter.ts';
import { createCarrierHttp } from './carrier-http.ts';
import { carrierTokens, inMemoryCarrierTokens } from './carrier-tokens.ts';

/** 'production' only when the channel says so: a new or unset channel talks to the carrier's sandbox. */
export const channelMode = (settings: Record<string, unknown>): CarrierMode =>
  settings.mode === 'production' ? 'production' : 'test';

/** Tokens of channels rated without a database (benchmarks, pure rating): kept for the process. */
const processTokens = new Map<string, CarrierTokens>();

/**
 * The parts of a CarrierContext that reach the carrier: the channel's mode, HTTP (its rate limit, the
 * API log when a database is given) and the token cache. Every place that builds a context spreads this.
 */
export function carrierConnection(args: {
  db: Database | null;
  adapter: Pick<CarrierAdapter, 'code' | 'ratePerSecond'>;
  channel: { id: string; settings: Record<string, unknown> };
  log?: ApiLogSubject;
}): Pick<CarrierContext, 'mode' | 'http' | 'tokens'> {
  const { db, adapter, channel } = args;
  let tokens: CarrierTokens;
  if (db) tokens = carrierTokens(db, adapter.code, channel.id);
  else {
    const key = `${adapter.code}:${channel.id}`;
    tokens = processTokens.get(key) ?? inMemoryCarrierTokens();
    processTokens.set(key, tokens);
  }
  return {
    mode: channelMode(channel.settings),
    http: createCarrierHttp({
      db,
      carrierCode: adapter.code,
      channelId: channel.id,
      log: args.log,
      ratePerSecond: adapter.ratePerSecond,
    }),
    tokens,
  };
}
