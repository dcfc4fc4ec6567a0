import type { CarrierContext } from '../carrier-adapter.ts';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The aggregator's host, or `settings.baseUrl` when it names this machine (the fake carrier of tests and
 * e2e). Any other host is ignored: a channel setting must never send the channel's key elsewhere.
 */
export function carrierBaseUrl(ctx: Pick<CarrierContext, 'settings'>, host: string): string {
  const override = ctx.settings.baseUrl;
  if (typeof override !== 'string') return host;
  try {
    return LOCAL_HOSTS.includes(new URL(override).hostname) ? override.replace(/\/+$/, '') : host;
  } catch {
    return host;
  }
}
