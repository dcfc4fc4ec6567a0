import {
  type EstimateRequest,
  estimateRequestSchema,
  type Locale,
  parseMinor,
  type QuoteList,
  rateParcelSchema,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { writeXlsx } from '../../lib/spreadsheet/write-xlsx.ts';
import { issueMessage, zodFieldIssues } from '../../lib/validation.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { ratingSettings } from '../config/config.usecases.ts';
import { loadCatalog } from './catalog.ts';
import { priceRuleOf, quoteAll, quoteService } from './rate-engine.ts';

type Deps = AppDeps & { locale: Locale; userId: string };

export async function estimateRate(deps: Deps & { request: EstimateRequest }): Promise<QuoteList> {
  const [catalog, settings] = await Promise.all([loadCatalog(deps.db), ratingSettings(deps)]);
  return quoteAll({
    catalog,
    userId: deps.userId,
    request: deps.request,
    locale: deps.locale,
    now: deps.clock(),
    settings,
    timeZone: deps.config.businessTz,
  });
}

export type BatchItem =
  | { index: number; ok: true; result: QuoteList }
  | {
      index: number;
      ok: false;
      errorCode: string;
      message: string;
      errors?: { field: string; message: string }[];
    };

const BATCH_CONCURRENCY = 10;

/** Each shipment is validated and quoted on its own: one bad shipment fails alone. */
export async function batchEstimateRate(deps: Deps & { shipments: unknown[] }): Promise<BatchItem[]> {
  const [catalog, settings] = await Promise.all([loadCatalog(deps.db), ratingSettings(deps)]);
  const now = deps.clock();
  const one = async (raw: unknown, index: number): Promise<BatchItem> => {
    const parsed = estimateRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const errors = zodFieldIssues(parsed.error).map((issue) => ({
        field: issue.field,
        message: issueMessage(deps.locale, issue),
      }));
      return { index, ok: false, errorCode: 'validation.failed', message: errors[0]?.message ?? '', errors };
    }
    try {
      const result = await quoteAll({
        catalog,
        userId: deps.userId,
        request: parsed.data,
        locale: deps.locale,
        now,
        settings,
        timeZone: deps.config.businessTz,
      });
      return { index, ok: true, result };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        index,
        ok: false,
        errorCode: error.errorCode,
        message: t(deps.locale, error.errorCode, error.params),
      };
    }
  };
  // Ten shipments at a time: carriers with latency overlap, without flooding them.
  const items: BatchItem[] = [];
  for (let start = 0; start < deps.shipments.length; start += BATCH_CONCURRENCY) {
    const chunk = deps.shipments.slice(start, start + BATCH_CONCURRENCY);
    items.push(...(await Promise.all(chunk.map((raw, i) => one(raw, start + i)))));
  }
  return items;
}

const ZONES = [1, 2, 3, 4, 5, 6, 7, 8];
const MAX_SHEET_WEIGHT_LB = 150;

/**
 * My price sheet: one worksheet per usable service, rows by weight (the rate card's rows, else every pound
 * up to the service's limit or 150 lb), columns zones 1-8; each cell is the engine's price for one
 * commercial (non-residential) parcel of that weight without dimensions. Empty: not served.
 */
export async function outPrice(deps: Deps): Promise<Buffer> {
  const [catalog, settings] = await Promise.all([loadCatalog(deps.db), ratingSettings(deps)]);
  const now = deps.clock();
  const priceRule = priceRuleOf(catalog, deps.userId);
  const sheets = [];
  const usedNames = new Set<string>();
  for (const id of usableServiceIds(catalog, deps.userId)) {
    const service = catalog.services.get(id)!;
    const channel = catalog.channels.get(service.channelId)!;
    const card = catalog.rateCards.get(id)?.card;
    const limit = Math.min(service.limits.maxWeightLb ?? MAX_SHEET_WEIGHT_LB, MAX_SHEET_WEIGHT_LB);
    const weights = card
      ? card.weightsLb.filter((w) => w <= MAX_SHEET_WEIGHT_LB)
      : Array.from({ length: Math.floor(limit) }, (_, i) => i + 1);
    // Every cell at once: an adapter with latency (a real carrier's API) costs one round trip, not 1,200.
    const priceAt = async (weight: number, zone: number) => {
      const outcome = await quoteService({
        catalog,
        service,
        shipment: {
          fromZip: '',
          toZip: '',
          fromCountry: 'US',
          toCountry: 'US',
          parcels: [rateParcelSchema.parse({ weight })],
          declared: [0n],
          residential: false,
          signature: false,
          battery: false,
        },
        priceRule,
        locale: deps.locale,
        now,
        fixedZone: zone,
        settings,
      });
      return outcome.available ? parseMinor(outcome.quote.shippingAmount) : null;
    };
    const rows = await Promise.all(
      weights.map(async (weight) => ({
        weight,
        prices: await Promise.all(ZONES.map((zone) => priceAt(weight, zone))),
      })),
    );
    let name = `${service.name} (${channel.name})`.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28);
    while (usedNames.has(name.toLowerCase())) name = `${name.slice(0, 26)}${usedNames.size}`;
    usedNames.add(name.toLowerCase());
    sheets.push({
      name,
      columns: [
        {
          header: t(deps.locale, 'pricing.sheet_weight'),
          type: 'text' as const,
          value: (r: (typeof rows)[number]) => String(r.weight),
        },
        ...ZONES.map((zone, i) => ({
          header: t(deps.locale, 'pricing.sheet_zone', { zone }),
          type: 'money' as const,
          value: (r: (typeof rows)[number]) => r.prices[i],
        })),
      ],
      rows,
    });
  }
  if (sheets.length === 0) {
    sheets.push({
      name: 'Prices',
      columns: [{ header: t(deps.locale, 'pricing.sheet_none'), value: () => '' }],
      rows: [],
    });
  }
  return writeXlsx(sheets);
}
