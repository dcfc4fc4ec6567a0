import { flattenRoutes } from '@shiplabel/shared/routes';
import { matchRoutes } from 'react-router';
import type { GuardTarget } from '../guard/decide.ts';
import type { RouteHandle } from './handle.ts';
import { routes } from './routes.tsx';
import { deepestRouteHandle } from './useRouteHandle.ts';

/** The deepest route handle matching a path (the route being navigated to). */
export function handleForPath(pathname: string): RouteHandle | undefined {
  return deepestRouteHandle((matchRoutes(routes, pathname) ?? []).map((m) => ({ handle: m.route.handle })));
}

export function guardTargetFor(url: URL): GuardTarget {
  const handle = handleForPath(url.pathname);
  return {
    name: handle?.name ?? '',
    query: [...url.searchParams.entries()],
    requiresAuth: handle?.requiresAuth ?? true,
    chain: handle?.chain ?? [],
    ...(handle?.skipServerMenu ? { skipServerMenu: true } : {}),
  };
}

const PUBLIC_PATHS: Record<string, string> = { home: '/home', login: '/login' };

/** Route name -> path, for the login's redirect query. Routes with params (Redirect) have none. */
export function pathForRouteName(name: string): string | undefined {
  return PUBLIC_PATHS[name] ?? flattenRoutes().find(({ route }) => route.name === name)?.route.path;
}
