import type { CarrierSettingField } from '../carrier-adapter.ts';

/**
 * The FedEx channel form: the project's API key and secret key (developer.fedex.com), the FedEx account
 * number labels are billed to, and optionally the separate key pair FedEx issues for the Track API
 * (karrio's fedex settings: track_api_key, track_secret_key); without it tracking uses the main pair.
 */
export const fedexSettingsFields: readonly CarrierSettingField[] = [
  {
    key: 'apiKey',
    label: { 'en-US': 'API key', 'zh-CN': 'API 密钥（API Key）' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'From your project at developer.fedex.com',
      'zh-CN': '在 developer.fedex.com 的项目中获取',
    },
  },
  {
    key: 'secretKey',
    label: { 'en-US': 'Secret key', 'zh-CN': '私钥（Secret Key）' },
    kind: 'secret',
    required: true,
  },
  {
    key: 'accountNumber',
    label: { 'en-US': 'FedEx account number', 'zh-CN': 'FedEx 账号' },
    kind: 'text',
    required: true,
    help: {
      'en-US': 'The nine-digit account labels are billed to',
      'zh-CN': '运单费用计入的 9 位 FedEx 账号',
    },
  },
  {
    key: 'trackApiKey',
    label: { 'en-US': 'Track API key (optional)', 'zh-CN': '查件 API 密钥（可选）' },
    kind: 'secret',
    required: false,
  },
  {
    key: 'trackSecretKey',
    label: { 'en-US': 'Track API secret key (optional)', 'zh-CN': '查件 API 私钥（可选）' },
    kind: 'secret',
    required: false,
  },
];
