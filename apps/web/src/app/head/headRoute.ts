import type { RouteHandle } from '../router/handle.ts';

/** A page shown in place of the route's own: the guard's refusal or a route error. */
export type ShownInstead = 'notFound' | 'forbidden' | 'error';

/** The `head` namespace title keys of the pages shown in place of a route's page. */
export const SHOWN_INSTEAD_TITLE_KEYS: Record<ShownInstead, string> = {
  notFound: 'routeTitles.notFound',
  forbidden: 'routeTitles.forbidden',
  error: 'routeTitles.error',
};

/**
 * What the head tags are built from: the deepest route's name and title key, or, when another page is
 * shown instead, that page's (a public title, in the `head` namespace).
 */
export function headRoute(handle: RouteHandle | undefined, shown?: ShownInstead) {
  if (shown) return { routeName: shown, titleKey: SHOWN_INSTEAD_TITLE_KEYS[shown], isAppRoute: false };
  return {
    routeName: handle?.name ?? '',
    titleKey: handle?.titleKey,
    isAppRoute: Boolean(handle?.chain.length),
  };
}
