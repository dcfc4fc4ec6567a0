import type { AppRoute } from '@shiplabel/shared';

/** What every route carries for the guard, the head tags, the breadcrumb and the tab bar. */
export interface RouteHandle {
  name: string;
  /** Route title: a `menu` namespace key for application routes, a `head` namespace key for public pages. */
  titleKey?: string;
  requiresAuth: boolean;
  /** From the top group down to this route (roles are checked at every level). */
  chain: readonly AppRoute[];
  skipServerMenu?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).name === 'string';
}

export const publicHandle = (name: string, titleKey?: string): RouteHandle => ({
  name,
  requiresAuth: false,
  chain: [],
  ...(titleKey ? { titleKey } : {}),
});
