import { forbidden } from '../../lib/errors.ts';

/** A seller asked for another seller's figures: a seller sees only their own customers. */
export const otherSeller = () => forbidden('statistics.other_seller');
