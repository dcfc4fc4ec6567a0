import { describe, expect, it } from 'vitest';
import { fixedT } from '../../app/i18n/fixedT.testing.ts';
import { roleDescription, roleName } from './roleText.ts';

describe('role texts', () => {
  const zh = fixedT('zh-CN', 'rbac');
  const en = fixedT('en-US', 'rbac');

  it('translates the seeded roles’ names and descriptions', () => {
    const staff = { name: 'Staff', description: 'Order review, recharges and tickets' };
    expect(roleName(staff, zh)).toBe('员工');
    expect(roleDescription(staff, zh)).toBe('订单审核、充值与工单');
    expect(roleName({ name: 'Administrator' }, zh)).toBe('管理员');
    expect(roleDescription({ name: 'Customer', description: 'Every customer resource' }, zh)).toBe(
      '全部客户资源',
    );
    expect(roleName(staff, en)).toBe('Staff');
  });

  it('keeps what an administrator typed as typed', () => {
    expect(roleName({ name: 'Warehouse crew' }, zh)).toBe('Warehouse crew');
    expect(roleDescription({ name: 'Staff', description: 'Our own words' }, zh)).toBe('Our own words');
    expect(roleName({ name: 'staff' }, zh)).toBe('staff');
  });
});
