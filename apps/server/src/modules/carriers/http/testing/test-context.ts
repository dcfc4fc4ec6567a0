import { randomUUID } from 'node:crypto';
import type { CarrierContext, CarrierMode } from '../../carrier-adapter.ts';
import { inMemoryCarrierMemory } from '../../carrier-memory.ts';
import { createCarrierHttp } from '../carrier-http.ts';
import { inMemoryCarrierTokens } from '../carrier-tokens.ts';

export interface TestContextOptions {
  /** The fake carrier's url: set as `settings.baseUrl`, which adapters use instead of the carrier's host. */
  baseUrl: string;
  credentials?: Record<string, string>;
  settings?: Record<string, unknown>;
  mode?: CarrierMode;
  carrierCode?: string;
  ratePerSecond?: number;
  /** Short timeouts make slow-answer tests quick. */
  responseTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** Waits between retries; default: none (tests need not sleep through back-off). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A CarrierContext for adapter tests: a real CarrierHttp (timeouts, retries, rate limit) that talks to
 * `baseUrl`, in-memory tokens and memory, no database (nothing is logged).
 */
export function carrierTestContext(options: TestContextOptions): CarrierContext & {
  tokens: ReturnType<typeof inMemoryCarrierTokens>;
} {
  const channelId = randomUUID();
  return {
    channelId,
    settings: { ...options.settings, baseUrl: options.baseUrl },
    credentials: options.credentials ?? {},
    rateCard: null,
    now: new Date(),
    mode: options.mode ?? 'test',
    memory: inMemoryCarrierMemory(),
    http: createCarrierHttp({
      db: null,
      carrierCode: options.carrierCode ?? 'test-carrier',
      channelId,
      ratePerSecond: options.ratePerSecond,
      responseTimeoutMs: options.responseTimeoutMs,
      connectTimeoutMs: options.connectTimeoutMs,
      sleep: options.sleep ?? (async () => {}),
    }),
    tokens: inMemoryCarrierTokens(),
  };
}
