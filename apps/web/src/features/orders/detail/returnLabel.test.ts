import { describe, expect, it } from 'vitest';
import { canCreateReturn } from './ReturnLabel.tsx';

describe('canCreateReturn', () => {
  it('offers a return for placed and delivered orders of the customer only', () => {
    expect(canCreateReturn({ status: 8, isReturn: false }, 'customer')).toBe(true);
    expect(canCreateReturn({ status: 3, isReturn: false }, 'customer')).toBe(true);
    expect(canCreateReturn({ status: 7, isReturn: false }, 'customer')).toBe(true);
    expect(canCreateReturn({ status: 8, isReturn: false }, 'admin')).toBe(false);
  });

  it('not for drafts, failed, canceled or voided orders, nor for a return itself', () => {
    for (const status of [0, 4, 6, 15, 17, 18, 19])
      expect(canCreateReturn({ status, isReturn: false }, 'customer')).toBe(false);
    expect(canCreateReturn({ status: 8, isReturn: true }, 'customer')).toBe(false);
  });
});
