import { type Address, formatMinor, type OrderData, orderInputSchema } from '@shiplabel/shared';
import type { StoreOrder, StoreOrderLine, StoreWeight } from './store-adapter.ts';

const TO_LB: Record<StoreWeight['unit'], number> = { lb: 1, oz: 1 / 16, kg: 2.204_622_6, g: 0.002_204_622_6 };

/** Rounded up to 0.01 lb so a parcel never weighs less than its contents. */
const lb = (w: StoreWeight) => w.value * TO_LB[w.unit];
const ceil2 = (n: number) => Math.ceil(n * 100 - 1e-9) / 100;

/** A line's customs value: the store's price when it is in USD (customs values are USD), else empty. */
function declaredValue(line: StoreOrderLine): string {
  if (line.unitPrice.currency !== 'USD') return '';
  return formatMinor(line.unitPrice.minor * BigInt(line.quantity));
}

/** The HS code the order form accepts (6-14 digits and dots); anything else is left for the user. */
const hsCode = (code: string) => (/^[0-9.]{6,14}$/.test(code) ? code : '');

/**
 * The draft a store order becomes: the user's default sender, the store's recipient, one parcel weighing
 * what its lines weigh (1 lb when the store knows no weight), one customs line per store line (SKU in the
 * description so rules matching a SKU see it), and `reference` = "<store name prefix>:<order name>" so
 * shipping rules can recognise the store (RuleConditions.referencePrefix). Throws the ZodError of a store
 * order that cannot be a draft (no recipient street, bad postcode...).
 */
export function draftOf(order: StoreOrder, input: { sender: Address; referencePrefix: string }): OrderData {
  const weights = order.lines.map((l) => (l.weight ? lb(l.weight) * l.quantity : 0));
  const total = weights.reduce((a, b) => a + b, 0);
  const foreignPrices = order.lines.filter((l) => l.unitPrice.currency !== 'USD');
  const remark = foreignPrices.length
    ? `Store prices in ${foreignPrices[0]!.unitPrice.currency}: ${foreignPrices
        .map((l) => `${l.sku || l.title} ${formatMinor(l.unitPrice.minor)}`)
        .join(', ')}`.slice(0, 500)
    : '';
  return orderInputSchema.parse({
    from: input.sender,
    to: { ...order.recipient, isResidential: !order.recipient.company },
    parcels: [
      {
        massUnit: 'lb',
        weight: total > 0 ? Math.max(0.01, ceil2(total)) : 1,
        reference: order.name.slice(0, 100),
        itemDescription: order.lines
          .map((l) => `${l.sku || l.title} x${l.quantity}`)
          .join(', ')
          .slice(0, 200),
      },
    ],
    items: order.lines.slice(0, 100).map((l) => ({
      description: (l.sku ? `${l.sku} ${l.title}` : l.title).slice(0, 200) || 'Item',
      quantity: Math.max(1, l.quantity),
      declaredValue: declaredValue(l),
      weight: l.weight ? ceil2(lb(l.weight)) : 0,
      massUnit: 'lb',
      hsCode: hsCode(l.hsCode),
      countryOfOrigin: /^[A-Z]{2}$/.test(l.originCountry) ? l.originCountry : '',
    })),
    reference: `${input.referencePrefix}${order.name}`.slice(0, 100),
    remark,
  });
}
