import { parseMinor } from '@shiplabel/shared';

/** A channel's settings value as the shared channel schema allows it. */
type SettingValue = string | number | boolean;

/** The settings the channel form edits (docs/orders-api.md "Channel settings used by orders" + sandbox). */
export interface ChannelSettingsForm {
  failureRate?: number;
  latencyMs?: number;
  /** Sandbox: hours each tracking step takes (0-240, 0 = at once; the server's default 4). */
  trackingHoursPerStep?: number;
  /** Orders stop at 18 forecast successful until an admin reviews them. */
  reviewOrders?: boolean;
  /** Temporary deposit of a domestic order, USD, typed as decimal text. */
  domesticDeposit?: string;
  /** Days after delivery the deposit is released. */
  settlementDays?: number;
}

const ORDER_KEYS = ['reviewOrders', 'domesticDeposit', 'settlementDays'] as const;
const SANDBOX_KEYS = ['failureRate', 'latencyMs', 'trackingHoursPerStep'] as const;
const FORM_KEYS: readonly string[] = [...ORDER_KEYS, ...SANDBOX_KEYS];
export const DEFAULT_SETTLEMENT_DAYS = 7;
/** The sandbox's default hours per tracking step (server: carriers/sandbox-tracking.ts). */
export const DEFAULT_TRACKING_HOURS_PER_STEP = 4;

const isSettingValue = (v: unknown): v is SettingValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isSet = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A deposit the server accepts: 0 or more with at most 2 decimals (empty = the server's default 0). */
export const isDepositText = (text: string | undefined) =>
  !isSet(text) || (parseMinor(text ?? '') ?? -1n) >= 0n;

/**
 * The form's settings -> the channel's `settings`. Settings the form does not show (e.g. the sandbox seed)
 * are kept from `previous`, since saving replaces them all. An emptied field is left out, so the server's
 * default applies. The contract types the deposit as a number: the validated text (at most 2 decimals)
 * becomes one only here, at the boundary.
 */
export function settingsOf(
  values: ChannelSettingsForm & { carrierCode: string },
  previous: Record<string, unknown> = {},
): Record<string, SettingValue> {
  const kept = Object.entries(previous).filter(([k, v]) => !FORM_KEYS.includes(k) && isSettingValue(v));
  const sandbox = values.carrierCode === 'sandbox';
  const typed: [string, unknown][] = [
    ['trackingHoursPerStep', sandbox ? values.trackingHoursPerStep : undefined],
    ['reviewOrders', values.reviewOrders],
    ['domesticDeposit', isSet(values.domesticDeposit) ? Number(values.domesticDeposit) : undefined],
    ['settlementDays', values.settlementDays],
  ];
  return {
    // The sandbox needs a seed for its repeatable failures; an existing one is kept.
    ...(sandbox ? { seed: 'sandbox' } : {}),
    ...Object.fromEntries(kept),
    ...(sandbox ? { failureRate: values.failureRate ?? 0, latencyMs: values.latencyMs ?? 0 } : {}),
    ...Object.fromEntries(typed.filter(([, v]) => isSet(v) && isSettingValue(v))),
  };
}

/** A channel's stored settings -> the form's fields, with the documented defaults for missing ones. */
export function settingsFormOf(settings: Record<string, unknown>): Required<ChannelSettingsForm> {
  const num = (v: unknown, fallback: number) =>
    isSet(v) && Number.isFinite(Number(v)) ? Number(v) : fallback;
  return {
    failureRate: num(settings.failureRate, 0),
    latencyMs: num(settings.latencyMs, 0),
    trackingHoursPerStep: num(settings.trackingHoursPerStep, DEFAULT_TRACKING_HOURS_PER_STEP),
    reviewOrders: settings.reviewOrders === true || settings.reviewOrders === 'true',
    domesticDeposit: isSet(settings.domesticDeposit) ? String(settings.domesticDeposit) : '',
    settlementDays: num(settings.settlementDays, DEFAULT_SETTLEMENT_DAYS),
  };
}
