import { billSchema, FALSE_INFO_PENALTY_MINOR, formatMinor, parseMinor } from '@shiplabel/shared';

/**
 * The spec's false size/weight penalty as a decimal string ("5.00"), charged in USD: the default until the
 * configured one (system configuration, issue 14) has been read.
 */
export const PENALTY_AMOUNT = formatMinor(FALSE_INFO_PENALTY_MINOR);
export const PENALTY_CURRENCY = 'USD';

/** Whether the typed amount is one the server accepts (the shared bill schema decides). */
export function isBillAmount(text: string | undefined): boolean {
  return billSchema.shape.amount.safeParse(text ?? '').success;
}

/**
 * What a bill takes from the customer in total: the adjustment plus the penalty, added in minor units so
 * no float ever touches money. Anything unreadable counts as 0 (the preview must not crash mid-typing).
 */
export function billTotal(amount: string, penalty: string): string {
  return formatMinor((parseMinor(amount) ?? 0n) + (parseMinor(penalty) ?? 0n));
}

/**
 * The deduction the form is about to make, for its preview. The penalty is USD: in a CNY order the two
 * cannot be added, so the total is only given when the currencies agree.
 */
export function billPreview(
  amount: string | undefined,
  penalty: boolean,
  currency: string,
  penaltyAmountWhenOn = PENALTY_AMOUNT,
) {
  const adjustment = isBillAmount(amount) ? formatMinor(parseMinor(amount ?? '') ?? 0n) : null;
  const penaltyAmount = penalty ? penaltyAmountWhenOn : '0.00';
  const sameCurrency = !penalty || currency === PENALTY_CURRENCY;
  return {
    adjustment,
    penalty: penaltyAmount,
    total: adjustment !== null && sameCurrency ? billTotal(adjustment, penaltyAmount) : null,
  };
}
