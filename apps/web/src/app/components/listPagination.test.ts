import { describe, expect, it } from 'vitest';
import enCommon from '../../locales/en-US/common.json';
import zhCommon from '../../locales/zh-CN/common.json';
import { listPagination, totalLabel } from './listPagination.ts';

/** A t() over one language's common namespace, with {{total}} interpolated. */
const tOf = (messages: Record<string, unknown>) => (key: string, options: { total: number }) =>
  String(messages[key.replace('common:', '')]).replace('{{total}}', String(options.total));

describe('totalLabel', () => {
  it('shows an exact total as is, in both languages', () => {
    expect(totalLabel(tOf(enCommon), 37)).toBe('Total: 37');
    expect(totalLabel(tOf(zhCommon), 37, false)).toBe('共 37 条');
  });

  it('shows a capped total as "more than"', () => {
    expect(totalLabel(tOf(enCommon), 10000, true)).toBe('Total: more than 10000');
    expect(totalLabel(tOf(zhCommon), 10000, true)).toBe('超过 10000 条');
  });

  it('the pagination shows the total the way the page says', () => {
    expect(listPagination(tOf(enCommon)).showTotal(5)).toBe('Total: 5');
    expect(listPagination(tOf(zhCommon), true).showTotal(10450)).toBe('超过 10450 条');
  });
});
