import type { CarrierNode, Channel, ChannelWithServices, Locale, Service } from '@shiplabel/shared';
import { serviceLimitsSchema } from '@shiplabel/shared';
import { adapterOf, CARRIER_CODES } from '../carriers/registry.ts';
import type { Catalog } from '../pricing/catalog.ts';
import { modeOf } from './channel-fields.ts';
import type { ChannelRow, ServiceRow } from './channels.table.ts';

export const carrierName = (code: string, locale: Locale) => adapterOf(code)?.name[locale] ?? code;

export function toService(catalog: Catalog, row: ServiceRow, locale: Locale): Service {
  const channel = catalog.channels.get(row.channelId);
  const card = catalog.rateCards.get(row.id);
  return {
    id: row.id,
    channelId: row.channelId,
    channelName: channel?.name ?? '',
    carrierCode: channel?.carrierCode ?? '',
    carrierName: carrierName(channel?.carrierCode ?? '', locale),
    code: row.code,
    name: row.name,
    status: row.status,
    transitDaysMin: row.transitDaysMin,
    transitDaysMax: row.transitDaysMax,
    limits: serviceLimitsSchema.parse(row.limits),
    sort: row.sort,
    rateCard: card
      ? {
          zones: card.card.zones,
          rows: card.card.weightsLb.length,
          filename: card.row.filename,
          uploadedAt: card.row.uploadedAt.toISOString(),
        }
      : null,
  };
}

export function toChannel(catalog: Catalog, row: ChannelRow, locale: Locale): Channel {
  const chart = catalog.zoneCharts.get(row.id);
  return {
    id: row.id,
    carrierCode: row.carrierCode,
    carrierName: carrierName(row.carrierCode, locale),
    name: row.name,
    status: row.status,
    currency: row.currency,
    settings: row.settings,
    mode: modeOf(row.settings),
    credentialKeys: row.credentialKeys,
    remark: row.remark,
    serviceCount: catalog.servicesByChannel.get(row.id)?.length ?? 0,
    zoneChart: chart
      ? { rows: chart.rows, filename: chart.filename, uploadedAt: chart.uploadedAt.toISOString() }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function withServices(catalog: Catalog, row: ChannelRow, locale: Locale): ChannelWithServices {
  return {
    ...toChannel(catalog, row, locale),
    services: (catalog.servicesByChannel.get(row.id) ?? []).map((s) => toService(catalog, s, locale)),
  };
}

export const sortedChannels = (catalog: Catalog) =>
  [...catalog.channels.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

/** carrier -> channel -> services; every registered carrier is listed, also without channels. */
export function channelTree(catalog: Catalog, locale: Locale): CarrierNode[] {
  const all = sortedChannels(catalog);
  const codes = [...new Set([...CARRIER_CODES, ...all.map((c) => c.carrierCode)])];
  return codes.map((code) => ({
    carrierCode: code,
    carrierName: carrierName(code, locale),
    channels: all.filter((c) => c.carrierCode === code).map((c) => withServices(catalog, c, locale)),
  }));
}
