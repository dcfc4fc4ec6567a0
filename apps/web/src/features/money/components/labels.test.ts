import {
  CHANGE_TYPE_VALUES,
  CURRENCIES,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  RECHARGE_STATUS_VALUES,
  USER_ACCOUNT_KINDS,
} from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-US/money.json';
import zh from '../../../locales/zh-CN/money.json';
import { amountClass, WALLET_TABLE_COLUMNS } from './labels.ts';

type Dict = Record<string, Record<string, string>>;

describe('money labels', () => {
  it('name every change type, account, payment method, status and wallet in both languages', () => {
    for (const dict of [en, zh] as unknown as Dict[]) {
      for (const v of CHANGE_TYPE_VALUES)
        expect(dict.changeTypes![String(v)], `changeTypes.${v}`).toBeTruthy();
      for (const k of USER_ACCOUNT_KINDS) expect(dict.accounts![k], `accounts.${k}`).toBeTruthy();
      for (const m of [...PAYMENT_METHODS, ...ONLINE_PAYMENT_METHODS])
        expect(dict.paymentMethods![m], m).toBeTruthy();
      for (const s of RECHARGE_STATUS_VALUES) expect(dict.status![String(s)], `status.${s}`).toBeTruthy();
      for (const c of CURRENCIES) expect(dict.wallets![c], c).toBeTruthy();
    }
    expect(zh.recharge.submitted).toBe('充值已提交：请等待管理员审核');
    // The spec's message at the default limit (the operator may change it: issue 14).
    expect(en.recharge.tooLarge.replace('{{limit}}', '500')).toBe('The file size cannot exceed 500KB');
  });

  it('the wallets table shows pending refund for both wallets', () => {
    for (const currency of CURRENCIES)
      expect(WALLET_TABLE_COLUMNS).toContainEqual([currency, 'pendingRefund']);
  });

  it('marks debits and credits', () => {
    expect(amountClass('-0.10')).toBe('money-negative');
    expect(amountClass('12.00')).toBe('money-positive');
  });
});
