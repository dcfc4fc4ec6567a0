import type { CarrierContext, CarrierSettingField } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/**
 * One API key per channel, its environment chosen by the channel's mode. EasyPost has one host for both
 * environments and the key itself decides which one is used (test keys start EZTK, production keys EZAK:
 * docs.easypost.com/docs/authentication), so two key fields would let a "test" channel hold a live key
 * unnoticed. Instead the key's prefix is checked against the mode before every call: a test channel never
 * buys real postage, and a production channel never hands out test labels.
 */
export const EASYPOST_SETTINGS_FIELDS: readonly CarrierSettingField[] = [
  {
    key: 'apiKey',
    label: { 'en-US': 'API key', 'zh-CN': 'API 密钥' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'A test key (EZTK…) for test mode, a production key (EZAK…) for production mode',
      'zh-CN': '测试模式填写测试密钥（EZTK…），生产模式填写生产密钥（EZAK…）',
    },
  },
  {
    key: 'webhookSecret',
    label: { 'en-US': 'Webhook secret', 'zh-CN': 'Webhook 签名密钥' },
    kind: 'secret',
    required: false,
    help: {
      'en-US': 'The secret of the EasyPost webhook pointing at /webhooks/easypost/<channel id>',
      'zh-CN': '指向 /webhooks/easypost/<渠道 ID> 的 EasyPost Webhook 的签名密钥',
    },
  },
  {
    key: 'carrierAccounts',
    label: { 'en-US': 'Carrier accounts', 'zh-CN': '承运商账户' },
    kind: 'text',
    required: false,
    help: {
      'en-US': 'EasyPost carrier account ids (ca_…), comma separated; empty: every account',
      'zh-CN': 'EasyPost 承运商账户 ID（ca_…），以逗号分隔；留空则使用全部账户',
    },
  },
];

/** The channel's key, refused when missing or when its prefix belongs to the other mode. */
export function easypostApiKey(ctx: Pick<CarrierContext, 'credentials' | 'mode'>): string {
  const key = ctx.credentials.apiKey?.trim();
  if (!key) throw new CarrierError('carrier.auth_failed', 'no API key on the channel');
  const mode = ctx.mode ?? 'test';
  if (mode === 'test' && key.startsWith('EZAK'))
    throw new CarrierError('carrier.auth_failed', 'a production key (EZAK) on a channel in test mode');
  if (mode === 'production' && key.startsWith('EZTK'))
    throw new CarrierError('carrier.auth_failed', 'a test key (EZTK) on a channel in production mode');
  return key;
}
