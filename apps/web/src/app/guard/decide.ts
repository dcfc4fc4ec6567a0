import {
  APP_ROUTES,
  type AppRoute,
  flattenRoutes,
  isRouteChainAllowed,
  WHITELIST_ROUTE_NAMES,
} from '@shiplabel/shared/routes';

/** The route being navigated to, as the guard sees it. */
export interface GuardTarget {
  /** Route name ('' for unnamed helper routes). */
  name: string;
  /** The target's query parameters in order. */
  query: readonly (readonly [string, string])[];
  /** False for public routes that are not in the whitelist by name (e.g. redirects). */
  requiresAuth: boolean;
  /** Every level from the top group down to the route (roles are checked at each level). */
  chain: readonly AppRoute[];
  /** Helper routes that are never in a menu (Redirect) skip the server-menu membership rule. */
  skipServerMenu?: boolean;
}

export interface GuardState {
  hasToken: boolean;
  /** The user's resource codes, or null when user info is not loaded yet. */
  userCodes: readonly string[] | null;
  menuFromServer: boolean;
  serverMenuStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  serverMenuNames: readonly string[];
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'login'; to: string }
  | { type: 'loadUser' }
  | { type: 'loadServerMenu' }
  | { type: 'redirect'; to: string }
  | { type: 'notFound' };

const WHITELIST: readonly string[] = WHITELIST_ROUTE_NAMES;

export function isWhitelisted(name: string): boolean {
  return WHITELIST.includes(name);
}

/** `/login?redirect=<route name>&<the target's query>` (spec section 2). */
export function loginUrlFor(target: Pick<GuardTarget, 'name' | 'query'>): string {
  const params = new URLSearchParams();
  if (target.name) params.set('redirect', target.name);
  for (const [key, value] of target.query) if (key !== 'redirect') params.append(key, value);
  const search = params.toString();
  return search ? `/login?${search}` : '/login';
}

/** The first route of the table (flattenRoutes order) that the user may open, if any. */
export function firstPermittedPath(codes: readonly string[], routes: readonly AppRoute[] = APP_ROUTES) {
  return flattenRoutes(routes).find(
    ({ route, chain }) => !route.hideInMenu && isRouteChainAllowed(chain, codes),
  )?.route.path;
}

/**
 * One step of the navigation guard (spec section 2). The caller performs `loadUser` / `loadServerMenu`
 * and asks again with the new state; every other decision is final for this navigation.
 */
export function decideGuard(
  target: GuardTarget,
  state: GuardState,
  routes: readonly AppRoute[] = APP_ROUTES,
): GuardDecision {
  if (isWhitelisted(target.name) || !target.requiresAuth) return { type: 'allow' };
  if (!state.hasToken) return { type: 'login', to: loginUrlFor(target) };
  if (state.userCodes === null) return { type: 'loadUser' };

  if (!isRouteChainAllowed(target.chain, state.userCodes)) {
    const first = firstPermittedPath(state.userCodes, routes);
    return first ? { type: 'redirect', to: first } : { type: 'notFound' };
  }

  if (state.menuFromServer && !target.skipServerMenu) {
    if (state.serverMenuStatus === 'idle') return { type: 'loadServerMenu' };
    if (!state.serverMenuNames.includes(target.name)) return { type: 'notFound' };
  }
  return { type: 'allow' };
}

/**
 * After login: the route named by `redirect` with the remaining query, else the default landing page.
 * `pathOf` resolves a route name to its path (undefined for unknown names or routes needing params).
 */
export function redirectAfterLogin(
  search: string,
  pathOf: (name: string) => string | undefined,
  fallback: string,
): string {
  const params = new URLSearchParams(search);
  const name = params.get('redirect');
  params.delete('redirect');
  const path = name && name !== 'login' ? pathOf(name) : undefined;
  if (!path) return fallback;
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
