import type { CarrierSettingField } from '../carrier-adapter.ts';

/**
 * The 4PX channel form: the app key and secret of the app made on open.4px.com (a 4PX customer's own
 * app needs no OAuth access_token), how parcels reach 4PX (deliver_type), who pays duties (duty_type)
 * and the CNY per USD rate 4PX's CNY charges are converted with.
 */
export const fourpxSettingsFields: readonly CarrierSettingField[] = [
  {
    key: 'appKey',
    label: { 'en-US': 'App key', 'zh-CN': '应用 AppKey' },
    kind: 'text',
    required: true,
    help: {
      'en-US': 'From your app on open.4px.com (4PX open platform)',
      'zh-CN': '在递四方开放平台 open.4px.com 的应用中获取',
    },
  },
  {
    key: 'appSecret',
    label: { 'en-US': 'App secret', 'zh-CN': '应用密钥 AppSecret' },
    kind: 'secret',
    required: true,
  },
  {
    key: 'deliverType',
    label: { 'en-US': 'How parcels reach 4PX', 'zh-CN': '到仓方式' },
    kind: 'select',
    required: true,
    options: [
      { value: '1', label: { 'en-US': 'Pick-up by 4PX', 'zh-CN': '上门揽收' } },
      { value: '2', label: { 'en-US': 'Courier to the 4PX warehouse', 'zh-CN': '快递到仓' } },
      { value: '3', label: { 'en-US': 'Dropped off at the 4PX warehouse', 'zh-CN': '自送到仓' } },
      { value: '5', label: { 'en-US': 'Dropped off at a 4PX store', 'zh-CN': '自送门店' } },
    ],
  },
  {
    key: 'dutyType',
    label: { 'en-US': 'Duties paid by', 'zh-CN': '税费承担方式' },
    kind: 'select',
    required: true,
    options: [
      { value: 'U', label: { 'en-US': 'Recipient (DDU)', 'zh-CN': '收件人（DDU）' } },
      { value: 'P', label: { 'en-US': 'Sender (DDP)', 'zh-CN': '发件人（DDP）' } },
    ],
  },
  {
    key: 'cnyPerUsd',
    label: { 'en-US': 'CNY per USD', 'zh-CN': '美元兑人民币汇率' },
    kind: 'text',
    required: false,
    help: {
      'en-US': '4PX charges in CNY; a USD channel converts its charges at this rate (e.g. 7.10)',
      'zh-CN': '递四方以人民币计费；美元渠道按此汇率换算（如 7.10）',
    },
  },
];

const choice = (value: unknown, allowed: readonly string[], fallback: string) =>
  typeof value === 'string' && allowed.includes(value) ? value : fallback;

export const deliverTypeOf = (settings: Record<string, unknown>) =>
  choice(settings.deliverType, ['1', '2', '3', '5'], '1');

export const dutyTypeOf = (settings: Record<string, unknown>) => choice(settings.dutyType, ['U', 'P'], 'U');
