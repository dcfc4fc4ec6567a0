import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/orderAdmin.json';
import zh from '../../../locales/zh-CN/orderAdmin.json';
import { reviewOutcome } from './reviewOutcome.ts';

describe('reviewOutcome', () => {
  it('tells the reviewer when an approved order’s label could not be bought, with the reason', () => {
    const outcome = reviewOutcome(true, {
      orderNo: 'SL1',
      status: 19,
      errorMessage: '承运商未响应，请重试',
    });
    expect(outcome).toEqual({
      type: 'error',
      key: 'review.approvedButFailed',
      vars: { orderNo: 'SL1', reason: '承运商未响应，请重试' },
    });
    expect(en.review.approvedButFailed).toContain('{{reason}}');
    expect(zh.review.approvedButFailed).toContain('{{reason}}');
    expect(zh.review.approvedButFailed).toMatch(/失败/);
  });

  it('says approved only when the label was bought, and rejected for a rejection', () => {
    expect(reviewOutcome(true, { orderNo: 'SL2', status: 8, errorMessage: '' })).toMatchObject({
      type: 'success',
      key: 'review.approved',
    });
    expect(reviewOutcome(false, { orderNo: 'SL3', status: 16, errorMessage: '' })).toMatchObject({
      type: 'success',
      key: 'review.rejected',
    });
  });
});
