import type { CarrierMode } from '../carrier-adapter.ts';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** A carrier's hosts: one for both modes (the key picks the environment) or one per mode. */
export type CarrierHosts = string | Record<CarrierMode, string>;

/**
 * The carrier's host for the channel's mode, or `settings.baseUrl` when it names this machine (the fake
 * carrier of tests and e2e). Any other host is ignored: a channel setting must never send the channel's
 * credentials elsewhere. Every real adapter takes its base URL from here.
 */
export function carrierBaseUrl(
  ctx: { settings: Record<string, unknown>; mode?: CarrierMode },
  hosts: CarrierHosts,
): string {
  const host = typeof hosts === 'string' ? hosts : hosts[ctx.mode === 'production' ? 'production' : 'test'];
  const override = ctx.settings.baseUrl;
  if (typeof override !== 'string') return host;
  try {
    return LOCAL_HOSTS.includes(new URL(override).hostname) ? override.replace(/\/+$/, '') : host;
  } catch {
    return host;
  }
}
