/** Default share (percent) by which an approved amount may differ from the forecast before the review warns. */
export const DEFAULT_RECHARGE_AMOUNT_WARN_PERCENT = 10;

/**
 * True when the amount that arrived differs from the customer's forecast by more than `percent` percent of
 * the forecast (either way): the reviewer is warned before crediting it. Integer minor units, no floats.
 */
export function amountDeviates(forecastMinor: bigint, actualMinor: bigint, percent: number): boolean {
  const difference = actualMinor > forecastMinor ? actualMinor - forecastMinor : forecastMinor - actualMinor;
  return difference * 100n > forecastMinor * BigInt(Math.round(percent));
}
