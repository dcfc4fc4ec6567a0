import { useTranslation } from 'react-i18next';
import { menuLabel } from '../i18n/i18n.ts';
import { useRouteHandle } from '../router/useRouteHandle.ts';

/**
 * The page's one level-one heading (WCAG 1.3.1, 2.4.6): the matched route's title, as the breadcrumb's
 * last item reads. The layout renders it, so every application page has exactly one; pages title their
 * sections from level two down.
 */
export function PageHeading() {
  useTranslation('menu'); // re-renders on a language change
  const handle = useRouteHandle();
  const route = handle?.chain.at(-1);
  if (!route) return null;
  return (
    <h1 className="app-page-title" data-testid="page-title">
      {menuLabel(route.titleKey)}
    </h1>
  );
}
