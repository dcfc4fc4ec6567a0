import { formatMinor, type Locale } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { readXlsx, requireColumns } from '../../lib/spreadsheet/read-xlsx.ts';
import { bumpCatalog, loadCatalog } from '../pricing/catalog.ts';
import { toChannel, toService } from './channel-views.ts';
import { channelNotFound, notRateCardChannel, serviceNotFound } from './channels.errors.ts';
import {
  deleteZoneChart,
  lockChannel,
  lockService,
  upsertRateCard,
  upsertZoneChart,
} from './channels.repository.ts';
import {
  parseRateCard,
  parseZoneChart,
  RATE_CARD_MAX_ROWS,
  ZONE_CHART_COLUMNS,
  ZONE_CHART_MAX_ROWS,
} from './rate-card.sheet.ts';

type Deps = AppDeps & { locale: Locale };

/** Replaces the rate card of a service of a rate-card channel; a bad sheet changes nothing. */
export async function uploadRateCard(deps: Deps & { serviceId: string; bytes: Buffer; filename: string }) {
  const { db } = deps;
  const catalog = await loadCatalog(db);
  const service = catalog.services.get(deps.serviceId);
  if (!service) throw serviceNotFound();
  if (catalog.channels.get(service.channelId)?.carrierCode !== 'ratecard') throw notRateCardChannel();
  const card = parseRateCard(await readXlsx(deps.bytes, { maxRows: RATE_CARD_MAX_ROWS }));
  await db.transaction(async (tx) => {
    if (!(await lockService(tx, deps.serviceId))) throw serviceNotFound();
    await upsertRateCard(tx, {
      serviceId: deps.serviceId,
      zones: card.zones,
      weightsLb: card.weightsLb,
      prices: card.prices.map((row) => row.map((p) => (p === null ? null : p.toString()))),
      filename: deps.filename.slice(0, 200),
      uploadedAt: deps.clock(),
    });
    await bumpCatalog(tx);
  });
  const fresh = await loadCatalog(db);
  return toService(fresh, fresh.services.get(deps.serviceId)!, deps.locale);
}

/** The matrix as JSON for the screen: weights, zones and prices as decimal strings. */
export async function rateCardOf(deps: { db: AppDeps['db']; serviceId: string }) {
  const catalog = await loadCatalog(deps.db);
  if (!catalog.services.has(deps.serviceId)) throw serviceNotFound();
  const found = catalog.rateCards.get(deps.serviceId);
  if (!found) return null;
  return {
    zones: found.card.zones,
    weightsLb: found.card.weightsLb,
    prices: found.card.prices.map((row) => row.map((p) => (p === null ? null : formatMinor(p)))),
    filename: found.row.filename,
    uploadedAt: found.row.uploadedAt.toISOString(),
  };
}

export async function uploadZoneChart(deps: Deps & { channelId: string; bytes: Buffer; filename: string }) {
  const { db } = deps;
  const catalog = await loadCatalog(db);
  if (!catalog.channels.has(deps.channelId)) throw channelNotFound();
  const sheet = await readXlsx(deps.bytes, { maxRows: ZONE_CHART_MAX_ROWS });
  const chart = parseZoneChart(sheet, requireColumns(sheet.headers, ZONE_CHART_COLUMNS));
  await db.transaction(async (tx) => {
    if (!(await lockChannel(tx, deps.channelId))) throw channelNotFound();
    await upsertZoneChart(tx, {
      channelId: deps.channelId,
      entries: chart.entries,
      rowCount: chart.rowCount,
      filename: deps.filename.slice(0, 200),
      uploadedAt: deps.clock(),
    });
    await bumpCatalog(tx);
  });
  const fresh = await loadCatalog(db);
  return toChannel(fresh, fresh.channels.get(deps.channelId)!, deps.locale);
}

export async function removeZoneChart(deps: Deps & { channelId: string }) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockChannel(tx, deps.channelId))) throw channelNotFound();
    await deleteZoneChart(tx, deps.channelId);
    await bumpCatalog(tx);
  });
}
