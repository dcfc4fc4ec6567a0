import { type UIMatch, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from './handle.ts';

/** The deepest matched route's handle: the route being shown (its parents carry the layout's handles). */
export function deepestRouteHandle(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/**
 * The current route's handle (name, title key, role chain) for the heading, breadcrumb, head tags, tab
 * bar and the pages that serve several routes.
 */
export function useRouteHandle(): RouteHandle | undefined {
  return deepestRouteHandle(useMatches());
}
