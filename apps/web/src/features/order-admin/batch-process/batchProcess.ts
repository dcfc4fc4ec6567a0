import { BATCH_ORDER_NO_MAX_LENGTH, BATCH_PROCESS_MAX, type BatchProcessResult } from '@shiplabel/shared';

/** Pasted order numbers: unique ones in the order given, how many repeats were dropped, which are too long. */
export interface ParsedOrderNos {
  orderNos: string[];
  repeats: number;
  tooLong: string[];
}

/**
 * Order numbers pasted one per line, or separated by commas, semicolons, spaces or tabs (Chinese
 * punctuation too, as copied from a spreadsheet or a chat); blanks dropped, repeats kept once.
 */
export function parseOrderNos(text: string): ParsedOrderNos {
  const all = text.split(/[\s,;，；、]+/u).filter(Boolean);
  const orderNos = [...new Set(all)];
  return {
    orderNos,
    repeats: all.length - orderNos.length,
    tooLong: orderNos.filter((no) => no.length > BATCH_ORDER_NO_MAX_LENGTH),
  };
}

/** Why the numbers cannot be sent yet, or null when they can. */
export function orderNosProblem(parsed: ParsedOrderNos): 'empty' | 'tooMany' | 'tooLong' | null {
  if (parsed.orderNos.length === 0) return 'empty';
  if (parsed.orderNos.length > BATCH_PROCESS_MAX) return 'tooMany';
  if (parsed.tooLong.length > 0) return 'tooLong';
  return null;
}

export type Outcome = 'ok' | 'notFound' | 'ambiguous' | 'refused';

/** A result's kind: done, no such number, a number held by several customers, or refused by the order's state. */
export function outcomeOf(result: Pick<BatchProcessResult, 'ok' | 'errorCode'>): Outcome {
  if (result.ok) return 'ok';
  if (result.errorCode === 'batchprocess.not_found') return 'notFound';
  if (result.errorCode === 'batchprocess.ambiguous') return 'ambiguous';
  return 'refused';
}

/** Count of each outcome, for the summary. */
export function outcomeCounts(results: readonly Pick<BatchProcessResult, 'ok' | 'errorCode'>[]) {
  const counts: Record<Outcome, number> = { ok: 0, notFound: 0, ambiguous: 0, refused: 0 };
  for (const result of results) counts[outcomeOf(result)] += 1;
  return counts;
}

/** The numbers that did not go through, one per line: to paste again after fixing them. */
export const failedOrderNos = (results: readonly BatchProcessResult[]) =>
  results
    .filter((r) => !r.ok)
    .map((r) => r.orderNo)
    .join('\n');
