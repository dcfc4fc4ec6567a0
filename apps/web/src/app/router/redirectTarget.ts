/**
 * Where /redirect/<path> goes: the same-site path after it, whether the path was written out
 * (/redirect/orderManager/newOrder?x=1) or encoded as one segment (/redirect/%2ForderManager%2FnewOrder%3Fx%3D1,
 * as the tab bar's reload sends it). Never another site: leading slashes and backslashes are dropped.
 */
export function redirectTarget(splat: string, search: string): string {
  const path = splat.replace(/^[/\\]+/, '');
  if (!path) return '/';
  return `/${path}${path.includes('?') ? '' : search}`;
}
