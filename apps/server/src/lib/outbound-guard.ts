import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server may not send requests a customer chose the address of (webhook endpoints, WooCommerce
 * store addresses; DESIGN section 12): private, loopback, link-local, shared (CGNAT) and "this network"
 * ranges, and the cloud metadata address inside link-local. Unless the operator allows it (a flag per
 * feature: WEBHOOKS_ALLOW_PRIVATE, STORES_ALLOW_PRIVATE; tests and closed networks), every address a host
 * resolves to is checked when the address is given and again when connecting (`guardedLookup`), so a DNS
 * change cannot point a request inside.
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

/** A URL's host when it is an IP literal inside a refused range (connecting to it skips any lookup). */
export function blockedLiteralHost(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
  return isIP(host) && isBlockedAddress(host) ? host : null;
}

/** Every address of `host` (an IP literal is its own address). */
export async function resolveHost(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  const found = await lookup(bare, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/** Why an address is refused: it does not resolve, or one of its addresses is inside. */
export type AddressProblem = 'private' | 'unresolvable';

/** Checks a URL's host: refused when it does not resolve or when any address it resolves to is inside. */
export async function addressProblem(
  url: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveHost,
): Promise<AddressProblem | null> {
  let addresses: string[];
  try {
    addresses = await resolve(new URL(url).hostname);
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  if (allowPrivate) return null;
  return addresses.some(isBlockedAddress) ? 'private' : null;
}

/**
 * A socket `lookup` that resolves like Node does, then refuses any answer inside a blocked range: the
 * check happens on the address actually connected to, so DNS cannot change between the check and the
 * connection. `refusal` makes the error the caller reports. (An IP literal host skips lookups: check it
 * with `blockedLiteralHost` before sending.)
 */
export function guardedLookup(allowPrivate: boolean, refusal: (hostname: string) => Error): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const bad = !allowPrivate && list.some((a) => isBlockedAddress(a.address));
      if (bad || list.length === 0) return callback(refusal(hostname), '', 0);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
