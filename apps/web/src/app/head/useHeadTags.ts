import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuLabel } from '../i18n/i18n.ts';
import { useRouteHandle } from '../router/useRouteHandle.ts';
import { applyHead } from './applyHead.ts';
import { headRoute, type ShownInstead } from './headRoute.ts';
import { buildHead } from './headTags.ts';

const DEBOUNCE_MS = 10;

/**
 * Refreshes the head tags after each navigation and language change, debounced (spec section 9).
 * `shown` names what is shown instead of the route's page (the guard's 403/404, a route error), so that
 * the tab says that page's title rather than the refused route's.
 */
export function useHeadTags(shown?: ShownInstead) {
  const location = useLocation();
  const { t, i18n } = useTranslation('head');
  const handle = useRouteHandle();
  const { routeName, titleKey, isAppRoute } = headRoute(handle, shown);
  const fullPath = location.pathname + location.search;
  const language = i18n.language;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const head = buildHead({
        routeName,
        ...(titleKey
          ? { routeTitle: isAppRoute ? menuLabel(titleKey) : t(titleKey, { lng: language }) }
          : {}),
        origin: window.location.origin,
        fullPath,
        language,
        t: (key, vars) => t(key, { ...vars, lng: language }),
      });
      applyHead(document, head);
      document.documentElement.lang = language;
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [routeName, titleKey, isAppRoute, fullPath, language, t]);
}
