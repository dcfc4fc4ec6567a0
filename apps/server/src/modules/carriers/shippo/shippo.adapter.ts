import type { CarrierAdapter, LabelInput } from '../carrier-adapter.ts';
import { CarrierError, connectionCheck } from '../carrier-adapter.ts';
import { formatForParcels } from '../easypost/label-files.ts';
import { call, send, succeeded } from './shippo.http.ts';
import { rateIdOf, type ShippoTransaction } from './shippo.labels.ts';
import { shippoError, shippoLabelFileType } from './shippo.mappers.ts';
import { chosenFor, labelOf, purchase, rateShipment, trackKey } from './shippo.purchase.ts';
import { carrierOfNumber, SHIPPO_SERVICE_CODES, SHIPPO_SERVICES } from './shippo.services.ts';
import { SHIPPO_SETTINGS_FIELDS } from './shippo.settings.ts';
import { type ShippoTrack, shippoTrackResult } from './shippo.tracking.ts';

export const shippoAdapter: CarrierAdapter = {
  code: 'shippo',
  name: { 'en-US': 'Shippo', 'zh-CN': 'Shippo 聚合' },
  defaultServices: SHIPPO_SERVICES.map((s) => ({ ...s, international: /international/i.test(s.code) })),
  settingsFields: SHIPPO_SETTINGS_FIELDS,
  labelFormats: ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'],
  // Shippo's live limit for shipment and transaction POSTs is 500 a minute (docs.goshippo.com/docs/api_concepts/
  // ratelimits): about 8 a second; test tokens get 50 a minute and their 429s are waited out (Retry-After).
  ratePerSecond: 8,

  async rate(ctx, input) {
    if (!SHIPPO_SERVICE_CODES.includes(input.serviceCode) && !/^[a-z]+_[a-z0-9_]+$/.test(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    try {
      return await rateShipment(ctx, input.shipment, input.serviceCode);
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  createLabel(ctx, input) {
    const format = formatForParcels(
      input.labelFormat,
      input.shipment?.parcels.length ?? input.parcels.length,
    );
    return purchase(ctx, input, shippoLabelFileType(format));
  },

  createReturnLabel(ctx, input) {
    if (!input.shipment)
      throw new CarrierError('carrier.address_invalid', 'a return label needs both addresses');
    return this.createLabel(ctx, { ...input, shipment: { ...input.shipment, isReturn: true } });
  },

  async findLabel(ctx, { reference }) {
    const chosen = await chosenFor(ctx, reference);
    if (!chosen) return null;
    const bought = await Promise.all(chosen.parts.map((part) => succeeded(ctx, part.rateId)));
    // Nothing, or only some of the parcels (USPS parcels go singly): no label was made for the order.
    if (bought.some((list) => list.length === 0)) return null;
    const setting = typeof ctx.settings.labelFormat === 'string' ? ctx.settings.labelFormat : 'pdf_4x6';
    const parcels = bought.reduce((n, list) => n + list.length, 0);
    const fileType = shippoLabelFileType(formatForParcels(setting as LabelInput['labelFormat'], parcels));
    return labelOf(ctx, chosen, bought, fileType);
  },

  async void(ctx, { carrierRef }) {
    const refs = (carrierRef ?? '').split(',').filter(Boolean);
    if (refs.length === 0) return { voided: false, code: 'carrier.label_not_found' };
    const ids: string[] = [];
    for (const ref of refs) {
      const res = await send(ctx, {
        method: 'GET',
        path: `/transactions/${encodeURIComponent(ref)}`,
        safeToRetry: true,
        operation: 'void',
      });
      if (res.status === 404) return { voided: false, code: 'carrier.label_not_found' };
      if (res.status >= 300) throw shippoError(res.status, res.text);
      const rateId = rateIdOf(res.json<ShippoTransaction>());
      const all = rateId ? (await succeeded(ctx, rateId)).map((t) => t.object_id) : [];
      ids.push(...(all.length ? all : [ref]));
    }
    const outcomes = await Promise.all(
      ids.map(async (transaction) => {
        // One refund per label: Shippo refuses a second for the same transaction, so a retry is harmless.
        const r = await send(ctx, {
          method: 'POST',
          path: '/refunds',
          body: { transaction, async: false },
          safeToRetry: true,
          operation: 'void',
        });
        if (r.status < 200 || r.status >= 300) return false;
        return r.json<{ status?: string }>().status !== 'ERROR';
      }),
    );
    return outcomes.every(Boolean) ? { voided: true } : { voided: false, code: 'carrier.void_refused' };
  },

  async track(ctx, { trackingNumber }) {
    const remembered = await ctx.memory?.get(trackKey(trackingNumber));
    const carrier =
      (typeof remembered?.carrier === 'string' && remembered.carrier) || carrierOfNumber(trackingNumber);
    if (!carrier) return shippoTrackResult(null, trackingNumber);
    const res = await send(ctx, {
      method: 'GET',
      path: `/tracks/${encodeURIComponent(carrier)}/${encodeURIComponent(trackingNumber)}`,
      safeToRetry: true,
      operation: 'track',
    });
    if (res.status === 404) return shippoTrackResult(null, trackingNumber);
    if (res.status >= 300) throw shippoError(res.status, res.text);
    return shippoTrackResult(res.json<ShippoTrack>(), trackingNumber);
  },

  testConnection: (ctx) =>
    connectionCheck(() =>
      call(ctx, {
        method: 'GET',
        path: '/carrier_accounts?results=1',
        safeToRetry: true,
        operation: 'testConnection',
      }),
    ),
};
