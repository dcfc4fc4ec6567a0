import { BATCH_PROCESS_MAX } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { failedOrderNos, orderNosProblem, outcomeCounts, outcomeOf, parseOrderNos } from './batchProcess.ts';

describe('parseOrderNos', () => {
  it('takes numbers one per line or separated by commas, semicolons, spaces and tabs', () => {
    expect(parseOrderNos('A1\nA2\r\nA3, A4;A5\tA6  A7').orderNos).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
    ]);
  });

  it('understands Chinese punctuation and ignores blank lines and edges', () => {
    expect(parseOrderNos('\n\n  B1，B2；B3、B4\u3000B5 \n\n').orderNos).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
    ]);
    expect(parseOrderNos('   \n , ;').orderNos).toEqual([]);
  });

  it('keeps the first of repeated numbers and counts the repeats', () => {
    expect(parseOrderNos('C1\nC2\nC1\nC1, C2')).toEqual({ orderNos: ['C1', 'C2'], repeats: 3, tooLong: [] });
  });

  it('is case-sensitive, as order numbers are', () => {
    expect(parseOrderNos('d1 D1').orderNos).toEqual(['d1', 'D1']);
  });

  it('reports numbers longer than the server accepts', () => {
    const long = 'X'.repeat(65);
    expect(parseOrderNos(`ok ${long}`).tooLong).toEqual([long]);
  });
});

describe('orderNosProblem', () => {
  it('needs 1 to 1000 numbers of acceptable length', () => {
    expect(orderNosProblem(parseOrderNos(''))).toBe('empty');
    expect(orderNosProblem(parseOrderNos('A1'))).toBeNull();
    const max = Array.from({ length: BATCH_PROCESS_MAX }, (_, i) => `N${i}`).join('\n');
    expect(orderNosProblem(parseOrderNos(max))).toBeNull();
    expect(orderNosProblem(parseOrderNos(`${max}\nN${BATCH_PROCESS_MAX}`))).toBe('tooMany');
    // Repeats do not count towards the limit.
    expect(orderNosProblem(parseOrderNos(`${max}\nN0`))).toBeNull();
    expect(orderNosProblem(parseOrderNos('Y'.repeat(65)))).toBe('tooLong');
  });
});

describe('results', () => {
  const results = [
    { orderNo: 'A', ok: true, message: 'Order voided' },
    { orderNo: 'B', ok: false, errorCode: 'batchprocess.not_found', message: 'No order has this number' },
    { orderNo: 'C', ok: false, errorCode: 'batchprocess.ambiguous', message: '2 customers...' },
    { orderNo: 'D', ok: false, errorCode: 'order.invalid_transition', message: 'Not in this status' },
    { orderNo: 'E', ok: false, errorCode: 'batchprocess.failed', message: 'Try again later' },
  ];

  it('tells done, unknown, ambiguous and refused numbers apart', () => {
    expect(results.map(outcomeOf)).toEqual(['ok', 'notFound', 'ambiguous', 'refused', 'refused']);
    expect(outcomeCounts(results)).toEqual({ ok: 1, notFound: 1, ambiguous: 1, refused: 2 });
  });

  it('lists the numbers that did not go through, one per line', () => {
    expect(failedOrderNos(results)).toBe('B\nC\nD\nE');
    expect(failedOrderNos([])).toBe('');
  });
});
