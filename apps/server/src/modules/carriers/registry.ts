import type { CarrierAdapter } from './carrier-adapter.ts';
import { rateCardAdapter } from './rate-card.adapter.ts';
import { sandboxAdapter } from './sandbox.adapter.ts';

/** The carriers channels can be created for. Real carrier adapters register here with their code. */
export const CARRIER_ADAPTERS: Record<string, CarrierAdapter> = {
  [sandboxAdapter.code]: sandboxAdapter,
  [rateCardAdapter.code]: rateCardAdapter,
};

export const CARRIER_CODES = Object.keys(CARRIER_ADAPTERS);

export const adapterOf = (code: string): CarrierAdapter | undefined => CARRIER_ADAPTERS[code];
