import type { CarrierSettingField } from '../carrier-adapter.ts';

/**
 * The UPS channel form: the OAuth client id and secret of the app made at developer.ups.com (secrets:
 * encrypted at rest, never returned) and the UPS account (shipper) number the labels are billed to,
 * also sent as x-merchant-id on the token request.
 */
export const upsSettingsFields: readonly CarrierSettingField[] = [
  {
    key: 'clientId',
    label: { 'en-US': 'Client ID', 'zh-CN': '客户端 ID（Client ID）' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'From your app at developer.ups.com (OAuth client credentials)',
      'zh-CN': '在 developer.ups.com 的应用中获取（OAuth 客户端凭据）',
    },
  },
  {
    key: 'clientSecret',
    label: { 'en-US': 'Client secret', 'zh-CN': '客户端密钥（Client Secret）' },
    kind: 'secret',
    required: true,
  },
  {
    key: 'accountNumber',
    label: { 'en-US': 'UPS account (shipper) number', 'zh-CN': 'UPS 账号（发件人号码）' },
    kind: 'text',
    required: true,
    help: {
      'en-US': 'The six-character account number labels are billed to',
      'zh-CN': '运单费用计入的 6 位 UPS 账号',
    },
  },
];
