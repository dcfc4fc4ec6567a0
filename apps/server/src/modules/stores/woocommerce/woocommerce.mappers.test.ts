import { describe, expect, it } from 'vitest';
import order727 from './fixtures/order-727.json' with { type: 'json' };
import ordersList from './fixtures/orders-list.json' with { type: 'json' };
import { mapWcOrder, wcRecipient, weightIdsOf } from './woocommerce.mappers.ts';

describe('mapWcOrder on the REST reference samples', () => {
  it('maps order 727 (status processing): recipient, lines with SKU, unit prices from the line subtotals', () => {
    const mapped = mapWcOrder(order727);
    if (!mapped.ok) throw new Error(mapped.reason);
    const { order } = mapped;
    expect(order.storeOrderId).toBe('727');
    expect(order.name).toBe('#727');
    expect(order.createdAt.toISOString()).toBe('2017-03-22T19:28:02.000Z');
    expect(order.recipient).toEqual({
      personName: 'John Doe',
      company: '',
      phone: '(555) 555-5555',
      email: 'john.doe@example.com',
      addressLine1: '969 Market',
      addressLine2: '',
      city: 'San Francisco',
      stateCode: 'CA',
      zipCode: '94103',
      countryCode: 'US',
    });
    expect(
      order.lines.map((l) => [l.lineId, l.sku, l.quantity, l.unitPrice.minor, l.unitPrice.currency]),
    ).toEqual([
      ['315', '', 2, 300n, 'USD'],
      ['316', 'Bar3', 1, 1200n, 'USD'],
    ]);
    expect(order.lines[1]!.title).toContain('Ship Your Idea');
    expect(order.totals.subtotal.minor).toBe(1800n);
    expect(order.totals.shipping.minor).toBe(1000n);
    expect(order.totals.total.minor).toBe(2935n);
    expect(order.fulfillmentRef).toEqual({ wcOrderId: 727 });
  });

  it('maps the list sample: both orders, the Brazilian address as given', () => {
    const results = (ordersList as unknown[]).map((o) => mapWcOrder(o));
    expect(results.every((r) => r.ok)).toBe(true);
    const second = results[1]!;
    if (!second.ok) throw new Error('unreachable');
    expect(second.order.recipient.personName).toBe('João Silva');
    expect(second.order.recipient.countryCode).toBe('BR');
    expect(second.order.totals.total.minor).toBe(3900n);
  });

  it('fills weights from the products in the store unit (lbs -> lb), a variation before its parent', () => {
    const weights = {
      unit: 'lbs' as const,
      byProductId: new Map([
        [93, '1.5'],
        [22, '9'],
        [23, '0.75'],
      ]),
    };
    const mapped = mapWcOrder(order727, weights);
    if (!mapped.ok) throw new Error(mapped.reason);
    expect(mapped.order.lines.map((l) => l.weight)).toEqual([
      { value: 1.5, unit: 'lb' },
      { value: 0.75, unit: 'lb' },
    ]);
    const grams = mapWcOrder(order727, { unit: 'g', byProductId: new Map([[93, '250']]) });
    if (!grams.ok) throw new Error(grams.reason);
    expect(grams.order.lines.map((l) => l.weight)).toEqual([{ value: 250, unit: 'g' }, null]);
    expect(weightIdsOf([order727])).toEqual({ products: [93, 22], variations: new Map([[22, [23]]]) });
  });

  it('shares a line subtotal over its quantity rounding half up, and keeps a JPY amount in yen', () => {
    const order = structuredClone(order727) as Record<string, unknown>;
    order.currency = 'JPY';
    order.total = '4500';
    order.shipping_total = '500';
    order.line_items = [
      { id: 1, name: 'Tea', quantity: 3, subtotal: '4000', total: '4000', sku: 'T-1', price: 1333.3333 },
    ];
    const mapped = mapWcOrder(order);
    if (!mapped.ok) throw new Error(mapped.reason);
    expect(mapped.order.lines[0]!.unitPrice).toEqual({ minor: 1333n, currency: 'JPY' });
    expect(mapped.order.totals.total).toEqual({ minor: 4500n, currency: 'JPY' });
  });

  it('ships to the billing address when the order has no shipping address', () => {
    const recipient = wcRecipient({
      shipping: { first_name: '', address_1: '', country: '' },
      billing: {
        first_name: 'Ann',
        last_name: 'Lee',
        address_1: '1 Main St',
        city: 'Austin',
        state: 'tx',
        postcode: '78701',
        country: 'us',
        phone: '512',
        email: 'a@b.co',
      },
    });
    expect(recipient).toMatchObject({
      personName: 'Ann Lee',
      stateCode: 'TX',
      countryCode: 'US',
      phone: '512',
    });
  });

  it('refuses with a reason what it cannot ship: no address, no lines, unreadable money or order', () => {
    const noAddress = { ...order727, shipping: {}, billing: {} };
    expect(mapWcOrder(noAddress)).toEqual({
      ok: false,
      storeOrderId: '727',
      reason: 'woocommerce.order_no_address',
    });
    expect(mapWcOrder({ ...order727, line_items: [] })).toMatchObject({
      ok: false,
      reason: 'woocommerce.order_no_lines',
    });
    const badLine = { ...order727, line_items: [{ id: 1, quantity: 1, subtotal: '1,5' }] };
    expect(mapWcOrder(badLine)).toMatchObject({ ok: false, reason: 'woocommerce.order_line_unreadable' });
    expect(mapWcOrder({ ...order727, total: 'NaN' })).toMatchObject({
      ok: false,
      reason: 'woocommerce.order_money_unreadable',
    });
    expect(mapWcOrder('not an order')).toMatchObject({ ok: false, reason: 'woocommerce.order_unreadable' });
    expect(mapWcOrder({ id: 'x' })).toMatchObject({ ok: false, reason: 'woocommerce.order_unreadable' });
  });
});
