import type { CarrierSettingField } from '../carrier-adapter.ts';

/**
 * The YunExpress channel form. The token call (POST /openapi/oauth2/token) takes appId, appSecret and
 * sourceKey; appSecret also signs every request. YunExpress prices in yuan: `cnyPerUsd` converts its
 * quotes when the platform bills in dollars and YunExpress gives no converted amount.
 */
export const yunexpressSettingsFields: readonly CarrierSettingField[] = [
  {
    key: 'appId',
    label: { 'en-US': 'App ID', 'zh-CN': '应用 ID（AppId）' },
    kind: 'text',
    required: true,
    help: {
      'en-US': 'From the YunExpress open platform (open.yunexpress.cn), for the sandbox or production',
      'zh-CN': '在云途开放平台（open.yunexpress.cn）获取，沙箱与正式环境各有一套',
    },
  },
  {
    key: 'appSecret',
    label: { 'en-US': 'App secret', 'zh-CN': '应用密钥（AppSecret）' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'Also signs every request (HMAC-SHA256)',
      'zh-CN': '同时用于每个请求的签名（HMAC-SHA256）',
    },
  },
  {
    key: 'sourceKey',
    label: { 'en-US': 'Source key', 'zh-CN': '来源密钥（SourceKey）' },
    kind: 'secret',
    required: false,
    help: {
      'en-US': 'Sent with the token request when YunExpress issued one to you',
      'zh-CN': '如云途为您分配了 SourceKey，获取令牌时一并发送',
    },
  },
  {
    key: 'cnyPerUsd',
    label: { 'en-US': 'Exchange rate (CNY per 1 USD)', 'zh-CN': '汇率（1 美元兑人民币）' },
    kind: 'text',
    required: false,
    help: {
      'en-US':
        'Converts YunExpress prices quoted in yuan, e.g. 7.1000; without it such prices cannot be used',
      'zh-CN': '用于换算云途以人民币报出的价格，例如 7.1000；未填写时无法使用人民币报价',
    },
  },
];
