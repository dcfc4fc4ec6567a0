import { conflict, unprocessable } from '../../lib/errors.ts';

/** No administrator has set a rate for this direction yet: nothing can be exchanged. */
export const noRate = (from: string, to: string) => unprocessable('exchange.no_rate', { from, to });
/** The rate changed after the customer saw it: they confirm again at the new one. */
export const rateChanged = (rate: string) => conflict('exchange.rate_changed', { rate });
/** The amount is so small that nothing would arrive once rounded down to the cent. */
export const amountTooSmall = () => unprocessable('exchange.amount_too_small');
