import type { CarrierContext, CarrierSettingField } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/**
 * One API key per channel. ShipEngine (now "ShipStation API") serves both environments from one host and
 * the key decides which one is used: sandbox keys start with TEST_ (docs.shipstation.com/apis/shipengine/
 * docs/getting-started/sandbox). The key's prefix is checked against the channel's mode before every call,
 * so a test channel never buys real postage and a production channel never hands out sandbox labels.
 * Rates and labels name the carrier account (`carrier_id`, se-…) they are bought from.
 */
export const SHIPENGINE_SETTINGS_FIELDS: readonly CarrierSettingField[] = [
  {
    key: 'apiKey',
    label: { 'en-US': 'API key', 'zh-CN': 'API 密钥' },
    kind: 'secret',
    required: true,
    help: {
      'en-US': 'A sandbox key (TEST_…) for test mode, a production key for production mode',
      'zh-CN': '测试模式填写沙箱密钥（TEST_…），生产模式填写生产密钥',
    },
  },
  {
    key: 'carrierId',
    label: { 'en-US': 'Carrier account ids', 'zh-CN': '承运商账户 ID' },
    kind: 'text',
    required: true,
    help: {
      'en-US':
        'The ShipEngine carrier_id of each carrier account to ship with (se-…), comma separated; the first is used when one suffices',
      'zh-CN': '要使用的每个 ShipEngine 承运商账户的 carrier_id（se-…），以逗号分隔',
    },
  },
];

const CARRIER_ID = /^se-[a-z0-9-]{1,22}$/i;

/** The channel's carrier account ids (se-…), in the order given; refused when none is valid. */
export function shipengineCarrierIds(ctx: Pick<CarrierContext, 'settings'>): string[] {
  const raw = typeof ctx.settings.carrierId === 'string' ? ctx.settings.carrierId : '';
  const ids = [
    ...new Set(
      raw
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || !ids.every((id) => CARRIER_ID.test(id)))
    throw new CarrierError('carrier.auth_failed', 'the channel needs ShipEngine carrier ids (se-…)');
  return ids;
}

/** The channel's key, refused when missing or when its prefix belongs to the other mode. */
export function shipengineApiKey(ctx: Pick<CarrierContext, 'credentials' | 'mode'>): string {
  const key = ctx.credentials.apiKey?.trim();
  if (!key) throw new CarrierError('carrier.auth_failed', 'no API key on the channel');
  const sandbox = key.startsWith('TEST_');
  const mode = ctx.mode ?? 'test';
  if (mode === 'test' && !sandbox)
    throw new CarrierError(
      'carrier.auth_failed',
      'a production key on a channel in test mode (sandbox keys start TEST_)',
    );
  if (mode === 'production' && sandbox)
    throw new CarrierError('carrier.auth_failed', 'a sandbox key (TEST_) on a channel in production mode');
  return key;
}
