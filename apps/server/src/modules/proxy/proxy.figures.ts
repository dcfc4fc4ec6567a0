import { type CurrencyFigures, formatMinor } from '@shiplabel/shared';

/** Per-currency spend and commission, summed from repository rows, as JSON (currencies with activity only). */
export class FiguresByCurrency {
  private readonly byKey = new Map<string, Map<string, { spend: bigint; commission: bigint }>>();

  private slot(key: string, currency: string) {
    const map = this.byKey.get(key) ?? new Map<string, { spend: bigint; commission: bigint }>();
    this.byKey.set(key, map);
    const slot = map.get(currency) ?? { spend: 0n, commission: 0n };
    map.set(currency, slot);
    return slot;
  }

  addSpend(key: string, currency: string, minor: bigint) {
    this.slot(key, currency).spend += minor;
  }

  addCommission(key: string, currency: string, minor: bigint) {
    this.slot(key, currency).commission += minor;
  }

  json(key: string): CurrencyFigures[] {
    return [...(this.byKey.get(key) ?? new Map()).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, s]) => ({
        currency,
        spend: formatMinor(s.spend),
        commission: formatMinor(s.commission),
      }));
  }
}
