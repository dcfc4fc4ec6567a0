import { type Address, isUsState, type OrderData, orderInputSchema } from '@shiplabel/shared';

/**
 * Pure mappers between LingXing's sales outbound orders (销售出库单, POST /erp/sc/routing/wms/order/wmsOrderList)
 * and our drafts, and the push-back bodies (setTrackingNo, importLabel). Field meanings: fixtures/SOURCES.md.
 */
export type WmsOrder = Record<string, unknown>;

/** LingXing names the destination in Chinese (target_country "美国"); ISO codes and English names pass too. */
const COUNTRY_BY_NAME: Record<string, string> = {
  美国: 'US',
  加拿大: 'CA',
  墨西哥: 'MX',
  英国: 'GB',
  德国: 'DE',
  法国: 'FR',
  意大利: 'IT',
  西班牙: 'ES',
  荷兰: 'NL',
  比利时: 'BE',
  波兰: 'PL',
  瑞典: 'SE',
  爱尔兰: 'IE',
  奥地利: 'AT',
  瑞士: 'CH',
  葡萄牙: 'PT',
  日本: 'JP',
  韩国: 'KR',
  中国: 'CN',
  新加坡: 'SG',
  澳大利亚: 'AU',
  新西兰: 'NZ',
  巴西: 'BR',
  印度: 'IN',
  阿联酋: 'AE',
  沙特阿拉伯: 'SA',
  土耳其: 'TR',
  'united states': 'US',
  usa: 'US',
  canada: 'CA',
  mexico: 'MX',
  'united kingdom': 'GB',
  germany: 'DE',
  france: 'FR',
  italy: 'IT',
  spain: 'ES',
  japan: 'JP',
  australia: 'AU',
};

export function countryCodeOf(name: string): string | null {
  const text = name.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return COUNTRY_BY_NAME[text] ?? COUNTRY_BY_NAME[text.toLowerCase()] ?? null;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const num = (v: unknown) => {
  const n = Number.parseFloat(str(v));
  return Number.isFinite(n) ? n : 0;
};

/**
 * State and city from consignee_full_address, which reads "<country> <state> <city> <street>" (the
 * documented sample: "美国 KY Winchester  3824 Rosewood Court"): the country and the street
 * (consignee_address) are taken off; a leading US state code is the state, the rest the city.
 */
export function stateAndCity(order: WmsOrder, countryCode: string): { stateCode: string; city: string } {
  let rest = str(order.consignee_full_address);
  const country = str(order.target_country);
  if (country && rest.startsWith(country)) rest = rest.slice(country.length);
  const street = str(order.consignee_address);
  if (street && rest.trimEnd().endsWith(street)) rest = rest.trimEnd().slice(0, -street.length);
  const words = rest.split(/\s+/).filter(Boolean);
  const first = words[0]?.toUpperCase() ?? '';
  const hasState =
    countryCode === 'US' ? isUsState(first) : words.length > 1 && /^[A-Z]{2,3}$/.test(words[0]!);
  return hasState
    ? { stateCode: first, city: words.slice(1).join(' ') }
    : { stateCode: '', city: words.join(' ') };
}

/** A weight in kilograms from LingXing's value and unit (g by default). */
function kilograms(value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u === 'kg') return value;
  if (u === 'lb') return value * 0.45359237;
  if (u === 'oz') return value * 0.028349523125;
  return value / 1000;
}

/** What a pulled order keeps of the ERP's ids: wo_number identifies it; wo_id and waybill_no the push-back. */
export interface ErpRef {
  woId: number;
  woNumber: string;
  waybillNo: string;
  platformOrderNo: string;
}

export const erpRefOf = (order: WmsOrder): ErpRef => ({
  woId: Math.trunc(num(order.wo_id)),
  woNumber: str(order.wo_number),
  waybillNo: str(order.waybill_no),
  platformOrderNo: (Array.isArray(order.platform_order_no)
    ? order.platform_order_no.map(str)
    : [str(order.platform_order_no)]
  )
    .filter(Boolean)
    .join(',')
    .slice(0, 100),
});

export type MappedOrder = { ok: true; input: OrderData } | { ok: false; code: string; detail: string };

/**
 * A draft of a sales outbound order, shipped from `from`: recipient, one parcel with the package's
 * weight and size, one customs line per product (SKU and English declared name, the line's sales total as
 * its value when the order is in USD). An order LingXing has no weight for, or with an unknown country,
 * is refused with a stable code rather than guessed.
 */
export function draftOfWmsOrder(order: WmsOrder, from: Address): MappedOrder {
  const countryCode = countryCodeOf(str(order.target_country));
  if (!countryCode) return { ok: false, code: 'lingxing.country_unknown', detail: str(order.target_country) };
  const weightUnit = str(order.pkg_real_weight_unit) || str(order.pkg_weight_unit) || 'g';
  const grossWeight = num(order.pkg_real_weight) || num(order.pkg_weight) || num(order.pkg_fee_weight);
  if (grossWeight <= 0) return { ok: false, code: 'lingxing.weight_missing', detail: '' };
  const kg = Math.round(kilograms(grossWeight, weightUnit) * 1000) / 1000;
  const cm = str(order.pkg_size_unit).toLowerCase() !== 'in';
  const products = Array.isArray(order.product_info) ? (order.product_info as WmsOrder[]) : [];
  const usd = str(order.order_currency_code).toUpperCase() === 'USD';
  const street = str(order.consignee_address);
  const ref = erpRefOf(order);
  const skus = products.map((p) => `${str(p.sku) || str(p.seller_sku)} x${Math.max(1, num(p.count))}`);
  const candidate = {
    from,
    to: {
      personName: str(order.consignee),
      phone: str(order.consignee_phone).slice(0, 30),
      addressLine1: street.slice(0, 100),
      addressLine2: street.slice(100, 200),
      ...stateAndCity(order, countryCode),
      zipCode: str(order.consignee_postcode),
      countryCode,
      isResidential: true,
    },
    parcels: [
      {
        massUnit: 'kg',
        distanceUnit: cm ? 'cm' : 'in',
        weight: Math.max(kg, 0.001),
        length: num(order.pkg_length),
        width: num(order.pkg_width),
        height: num(order.pkg_height),
        itemDescription: skus.join(', ').slice(0, 200),
      },
    ],
    items: products.slice(0, 100).map((p) => ({
      description:
        `${str(p.sku) || str(p.seller_sku)} ${str(p.en_name) || str(p.product_name)}`.trim().slice(0, 200) ||
        'goods',
      quantity: Math.max(1, Math.trunc(num(p.count))),
      declaredValue: usd && num(p.item_total_price) > 0 ? num(p.item_total_price).toFixed(2) : '',
    })),
    reference: ref.platformOrderNo,
    reference2: ref.woNumber.slice(0, 100),
    remark: str(order.order_buyer_notes).slice(0, 500),
  };
  const parsed = orderInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, code: 'lingxing.order_invalid', detail: `${issue?.path.join('.')}: ${issue?.message}` };
}

/** setTrackingNo (物流下单 - 编辑运单号/跟踪号): the ERP's waybill when it has one, else our tracking number. */
export function trackingBody(
  ref: Pick<ErpRef, 'woNumber' | 'waybillNo'>,
  label: {
    trackingNo: string;
    freight: string;
    currency: string;
  },
) {
  return {
    waybill_no: ref.waybillNo || label.trackingNo,
    wo_number: ref.woNumber,
    tracking_no: label.trackingNo,
    logistics_freight: label.freight,
    logistics_freight_currency_code: label.currency,
  };
}

/** importLabel (导入面单): the label file as base64 (PDF, PNG or JPG) for the outbound order wo_id. */
export function labelBody(
  ref: Pick<ErpRef, 'woId' | 'waybillNo'>,
  label: {
    trackingNo: string;
    fileName: string;
    bytes: Buffer;
  },
) {
  return {
    fileName: label.fileName,
    base64File: label.bytes.toString('base64'),
    trackingNo: label.trackingNo,
    waybillNo: ref.waybillNo || label.trackingNo,
    woId: ref.woId,
  };
}
