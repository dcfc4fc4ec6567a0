import { addressProblem, resolveHost } from '../../lib/outbound-guard.ts';

// The ranges and the connect-time check are shared with store connections (lib/outbound-guard.ts).
export { isBlockedAddress, resolveHost } from '../../lib/outbound-guard.ts';

/** Why a URL is refused, or null when it may be delivered to. */
export type TargetProblem = 'webhooks.url_private' | 'webhooks.url_unresolvable';

/** Checks a URL's host: refused when it does not resolve or when any address it resolves to is inside. */
export async function targetProblem(
  url: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = resolveHost,
): Promise<TargetProblem | null> {
  const problem = await addressProblem(url, allowPrivate, resolve);
  if (problem === 'private') return 'webhooks.url_private';
  return problem === 'unresolvable' ? 'webhooks.url_unresolvable' : null;
}
