import { flattenRoutes } from '@shiplabel/shared/routes';
import { matchRoutes } from 'react-router';
import type { GuardTarget } from '../guard/decide.ts';
import { isRouteHandle, type RouteHandle } from './handle.ts';
import { routes } from './routes.tsx';

/** The deepest route handle matching a path (the route being navigated to). */
export function handleForPath(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
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
