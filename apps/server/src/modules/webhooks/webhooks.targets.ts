import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may not go (DESIGN section 12): private, loopback, link-local, shared (CGNAT) and
 * "this network" ranges, and the cloud metadata address inside link-local. Unless the operator allows it
 * (WEBHOOKS_ALLOW_PRIVATE, used by tests and closed networks), every address a host resolves to is
 * checked at registration and again when connecting, so a DNS change cannot point a delivery inside.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
blocked.addAddress('::', 'ipv6');
blocked.addAddress('::1', 'ipv6');
blocked.addSubnet('fc00::', 7, 'ipv6');
blocked.addSubnet('fe80::', 10, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1, or its hex form ::ffff:a00:1) as IPv4, else null. */
function mappedIpv4(address: string): string | null {
  const m = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address);
  if (!m) return null;
  const rest = m[1]!;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const hi = Number.parseInt(hex[1]!, 16);
  const lo = Number.parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True when `address` (an IP literal) lies in a refused range. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedIpv4(bare);
  return v4 ? blocked.check(v4, 'ipv4') : blocked.check(bare, 'ipv6');
}

/** Why a URL is refused, or null when it may be delivered to. */
export type TargetProblem = 'webhooks.url_private' | 'webhooks.url_unresolvable';

/** Every address of `host` (an IP literal is its own address). */
export async function resolveHost(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  const found = await lookup(bare, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/** Checks a URL's host: refused when it does not resolve or when any address it resolves to is inside. */
export async function targetProblem(
  url: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveHost,
): Promise<TargetProblem | null> {
  let addresses: string[];
  try {
    addresses = await resolve(new URL(url).hostname);
  } catch {
    return 'webhooks.url_unresolvable';
  }
  if (addresses.length === 0) return 'webhooks.url_unresolvable';
  if (allowPrivate) return null;
  return addresses.some(isBlockedAddress) ? 'webhooks.url_private' : null;
}
