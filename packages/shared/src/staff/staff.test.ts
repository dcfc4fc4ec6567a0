import { describe, expect, it } from 'vitest';
import { staffListQuerySchema, staffStatusInputSchema, switchRoleInputSchema } from './staff.ts';

describe('employee schemas', () => {
  it('reads the status from a form field (text) or JSON (number), 0-2 only', () => {
    expect(staffStatusInputSchema.parse({ status: '2' })).toEqual({ status: 2 });
    expect(staffStatusInputSchema.parse({ status: 1 })).toEqual({ status: 1 });
    for (const status of [3, -1, '1.0', '', null, 1.5, 'active'])
      expect(staffStatusInputSchema.safeParse({ status }).error?.issues[0]?.message).toBe(
        'staff.status_invalid',
      );
  });

  it('filters the list by status text and kind, with the spec page sizes', () => {
    expect(staffListQuerySchema.parse({ status: '0', kind: 'admin' })).toMatchObject({
      status: 0,
      kind: 'admin',
      pageNum: 1,
      pageSize: 50,
    });
    expect(staffListQuerySchema.safeParse({ kind: 'customer' }).success).toBe(false);
    expect(staffListQuerySchema.safeParse({ pageSize: '30' }).success).toBe(false);
  });

  it('switches to a role id or back to all roles (null), nothing else', () => {
    expect(switchRoleInputSchema.parse({ roleId: null })).toEqual({ roleId: null });
    expect(switchRoleInputSchema.safeParse({ roleId: 'x' }).success).toBe(false);
    expect(switchRoleInputSchema.safeParse({}).success).toBe(false);
  });
});
