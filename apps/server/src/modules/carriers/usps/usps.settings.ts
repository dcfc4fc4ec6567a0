import type { CarrierSettingField } from '../carrier-adapter.ts';

/** The USPS channel form: the app's OAuth client, and the account that pays for and owns the labels. */
export const USPS_SETTINGS_FIELDS: readonly CarrierSettingField[] = [
  {
    key: 'clientId',
    kind: 'secret',
    required: true,
    label: { 'en-US': 'Consumer key (client ID)', 'zh-CN': '客户端 ID（Consumer Key）' },
    help: {
      'en-US':
        'From your app on the USPS Developer Portal. A new app may make 60 calls per hour; labels need USPS to enable the Labels and Payments APIs (and a higher quota) for it',
      'zh-CN':
        '来自 USPS 开发者门户中的应用。新应用每小时最多调用 60 次；购买面单需 USPS 为该应用开通 Labels 与 Payments 接口（并提高配额）',
    },
  },
  {
    key: 'clientSecret',
    kind: 'secret',
    required: true,
    label: { 'en-US': 'Consumer secret', 'zh-CN': '客户端密钥（Consumer Secret）' },
  },
  {
    key: 'crid',
    kind: 'text',
    required: true,
    label: { 'en-US': 'Customer Registration ID (CRID)', 'zh-CN': '客户注册号（CRID）' },
  },
  {
    key: 'mid',
    kind: 'text',
    required: true,
    label: { 'en-US': 'Mailer ID (MID)', 'zh-CN': '寄件人编号（MID）' },
  },
  {
    key: 'manifestMid',
    kind: 'text',
    required: false,
    label: { 'en-US': 'Manifest MID', 'zh-CN': '清单 MID' },
    help: { 'en-US': 'Leave empty to use the Mailer ID', 'zh-CN': '留空则使用寄件人编号（MID）' },
  },
  {
    key: 'accountType',
    kind: 'select',
    required: true,
    label: { 'en-US': 'Payment account type', 'zh-CN': '付款账户类型' },
    options: [
      { value: 'EPS', label: { 'en-US': 'Enterprise Payment System (EPS)', 'zh-CN': '企业支付系统（EPS）' } },
      { value: 'PERMIT', label: { 'en-US': 'Permit', 'zh-CN': '许可证（Permit）' } },
      { value: 'METER', label: { 'en-US': 'PC Postage meter', 'zh-CN': '电脑邮资计费器（Meter）' } },
    ],
  },
  {
    key: 'accountNumber',
    kind: 'text',
    required: true,
    label: { 'en-US': 'Payment account number', 'zh-CN': '付款账户号' },
  },
];
