import type { CarrierContext, CarrierSettingField } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/**
 * One API token per channel, checked against the channel's mode: Shippo has one host and the token
 * decides the environment (shippo_test_... or shippo_live_...: docs.goshippo.com/docs/guides_general/
 * authentication), so a test channel never buys live postage.
 */
export const SHIPPO_SETTINGS_FIELDS: readonly CarrierSettingField[] = [
  {
    key: 'apiToken',
    label: { 'en-US': 'API token', 'zh-CN': 'API 令牌' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'shippo_test_… for test mode, shippo_live_… for production mode',
      'zh-CN': '测试模式填写 shippo_test_…，生产模式填写 shippo_live_…',
    },
  },
  {
    key: 'webhookSecret',
    label: { 'en-US': 'Webhook HMAC secret', 'zh-CN': 'Webhook HMAC 密钥' },
    kind: 'secret',
    required: false,
    help: {
      'en-US': 'The HMAC secret Shippo signs track_updated webhooks with, for /webhooks/shippo/<channel id>',
      'zh-CN': 'Shippo 为 track_updated Webhook 签名所用的 HMAC 密钥，地址为 /webhooks/shippo/<渠道 ID>',
    },
  },
];

/** The channel's token, refused when missing or when it belongs to the other mode. */
export function shippoToken(ctx: Pick<CarrierContext, 'credentials' | 'mode'>): string {
  const token = ctx.credentials.apiToken?.trim();
  if (!token) throw new CarrierError('carrier.auth_failed', 'no API token on the channel');
  const mode = ctx.mode ?? 'test';
  if (mode === 'test' && token.startsWith('shippo_live_'))
    throw new CarrierError('carrier.auth_failed', 'a live token on a channel in test mode');
  if (mode === 'production' && token.startsWith('shippo_test_'))
    throw new CarrierError('carrier.auth_failed', 'a test token on a channel in production mode');
  return token;
}
