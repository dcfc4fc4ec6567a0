import type { QuoteList } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';

/** The carrier (adapter code) a test-mode key may rate and buy on (docs/decisions.md, API keys). */
export const TEST_MODE_CARRIER = 'sandbox';

/** True when the request came with a test-mode API key: sandbox only, no money moved. */
export const isTestModeRequest = (request: FastifyRequest): boolean => request.auth?.apiKey?.mode === 'test';

/** A test-mode key sees the sandbox carrier's quotes only (it could not buy any other). */
export function quotesForCaller(request: FastifyRequest, list: QuoteList): QuoteList {
  if (!isTestModeRequest(request)) return list;
  return {
    quotes: list.quotes.filter((q) => q.carrierCode === TEST_MODE_CARRIER),
    unavailable: list.unavailable.filter((q) => q.carrierCode === TEST_MODE_CARRIER),
  };
}
