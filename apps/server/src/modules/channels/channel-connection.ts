import type { Locale, TestConnectionResult } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { recordingAdapter } from '../api-log/recording-adapter.ts';
import { type CarrierAdapter, type CarrierContext, CarrierError } from '../carriers/carrier-adapter.ts';
import { carrierConnection } from '../carriers/http/carrier-context.ts';
import { adapterOf } from '../carriers/registry.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { channelNotFound, unknownCarrier } from './channels.errors.ts';

/** The carrier's words are shown to the operator; a page of HTML from a proxy is cut short. */
const MAX_CARRIER_MESSAGE = 500;

type Failure = { code: string; carrierMessage?: string };

/** What the check threw (connectable made every carrier failure a CarrierError) as our code. */
function failureOf(error: unknown): Failure {
  if (error instanceof CarrierError)
    return { code: error.code, ...(error.carrierMessage && { carrierMessage: error.carrierMessage }) };
  if (error instanceof AppError) return { code: error.errorCode };
  return { code: 'carrier.bad_response' };
}

/**
 * The carrier's message as it may be shown: shortened, and with any of the channel's secrets blanked out
 * (a carrier may echo the key it refused; a secret never leaves the server).
 */
export function shownCarrierMessage(message: string, secrets: readonly string[]): string {
  let shown = message;
  for (const secret of secrets) if (secret.length >= 4) shown = shown.split(secret).join('***');
  return shown.length > MAX_CARRIER_MESSAGE ? `${shown.slice(0, MAX_CARRIER_MESSAGE)}…` : shown;
}

/**
 * The adapter's check, as the API log and the operator get it: built-in carriers (no account to check)
 * answer ok; a carrier's words have the channel's secrets blanked out before anything records them.
 */
function connectable(adapter: CarrierAdapter, secrets: readonly string[]): CarrierAdapter {
  const check = adapter.testConnection;
  if (!check) return { ...adapter, testConnection: async () => ({ ok: true }) };
  return {
    ...adapter,
    testConnection: async (ctx) => {
      try {
        const outcome = await check.call(adapter, ctx);
        if (outcome.ok || outcome.carrierMessage === undefined) return outcome;
        return { ...outcome, carrierMessage: shownCarrierMessage(outcome.carrierMessage, secrets) };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Anything else the adapter threw (a parser tripping on an odd answer) is an unreadable answer.
        const failure =
          error instanceof CarrierError
            ? error
            : new CarrierError(
                'carrier.bad_response',
                error instanceof Error ? error.message : String(error),
              );
        const words = failure.carrierMessage;
        throw new CarrierError(
          failure.code,
          words === undefined ? undefined : shownCarrierMessage(words, secrets),
          failure.carrierCode,
        );
      }
    },
  };
}

/**
 * POST /admin/channel/testConnection/{id}: asks the channel's carrier whether its credentials work, in the
 * channel's mode, through the carrier API log. Answers ok, or our code with our text and the carrier's own.
 */
export async function testChannelConnection(
  deps: AppDeps & { locale: Locale; id: string; userId: string },
): Promise<TestConnectionResult> {
  const catalog = await loadCatalog(deps.db);
  const channel = catalog.channels.get(deps.id);
  if (!channel) throw channelNotFound();
  const adapter = adapterOf(channel.carrierCode);
  if (!adapter) throw unknownCarrier(channel.carrierCode);
  const credentials = catalog.credentials.get(channel.id) ?? {};
  const log = { userId: deps.userId };
  const ctx: CarrierContext = {
    channelId: channel.id,
    settings: channel.settings,
    credentials,
    rateCard: null,
    now: deps.clock(),
    log,
    // The channel's mode, HTTP (rate limit, API log) and token cache, as every other carrier call gets them.
    ...carrierConnection({ db: deps.db, adapter, channel, log }),
  };
  const secrets = Object.values(credentials);
  const logged = recordingAdapter(connectable(adapter, secrets), deps.db);
  let outcome: { ok: true } | (Failure & { ok?: false });
  try {
    outcome = await logged.testConnection!(ctx);
  } catch (error) {
    outcome = failureOf(error);
  }
  if (outcome.ok) return { ok: true };
  const text = t(deps.locale, outcome.code);
  if (!outcome.carrierMessage) return { ok: false, code: outcome.code, message: text };
  const carrierMessage = shownCarrierMessage(outcome.carrierMessage, secrets);
  return {
    ok: false,
    code: outcome.code,
    message: t(deps.locale, 'channels.connection_failed', { message: text, carrierMessage }),
    carrierMessage,
  };
}
