import { APP_ROUTES, type AppRoute } from '@shiplabel/shared/routes';
import { type RouteObject, redirect } from 'react-router';
import { guardLoader } from '../guard/guardLoader.ts';
import { BootScreen } from './BootScreen.tsx';
import { publicHandle, type RouteHandle } from './handle.ts';
import { APP_PAGES, asLazy, PUBLIC_PAGES } from './pages.ts';
import { RedirectPage } from './RedirectPage.tsx';
import { RootRoute } from './RootRoute.tsx';
import { RouteError } from './RouteError.tsx';

/** Application routes of the shared table; groups redirect to their first child. */
function appRouteObjects(routes: readonly AppRoute[], parents: AppRoute[] = []): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const chain = [...parents, route];
    const handle: RouteHandle = { name: route.name, titleKey: route.titleKey, requiresAuth: true, chain };
    const children = route.children ?? [];
    if (children.length > 0) {
      const first = children[0]!;
      return [
        { path: route.path, handle, loader: () => redirect(first.path) },
        ...appRouteObjects(children, chain),
      ];
    }
    const page = APP_PAGES[route.name];
    return page ? [{ path: route.path, handle, lazy: asLazy(page) }] : [];
  });
}

/** Issue 14: the public content pages; /ExpertGuides and /warehousing are the same page. */
const PUBLIC_CONTENT_ROUTES: RouteObject[] = [
  ['privacyPolicy', 'privacyPolicy', PUBLIC_PAGES.privacyPolicy],
  ['termsOfUse', 'termsOfUse', PUBLIC_PAGES.termsOfUse],
  ['helpCenter', 'helpCenter', PUBLIC_PAGES.helpCenter],
  ['contactUs', 'contactUs', PUBLIC_PAGES.contactUs],
  ['wordView', 'wordView', PUBLIC_PAGES.wordView],
  ['ExpertGuides', 'ExpertGuides', PUBLIC_PAGES.expertGuides, 'routeTitles.ExpertGuides'],
  ['warehousing', 'Warehousing', PUBLIC_PAGES.expertGuides, 'routeTitles.Warehousing'],
  ['authAccepted', 'authAccepted', PUBLIC_PAGES.authResult, 'routeTitles.authAccepted'],
  ['authDeclined', 'authDeclined', PUBLIC_PAGES.authResult, 'routeTitles.authDeclined'],
  ['authSuccess', 'authSuccess', PUBLIC_PAGES.authResult, 'routeTitles.authSuccess'],
].map(([path, name, page, titleKey]) => ({
  path: path as string,
  handle: publicHandle(name as string, titleKey as string | undefined),
  lazy: asLazy(page as (typeof PUBLIC_PAGES)['helpCenter']),
}));

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootRoute,
    HydrateFallback: BootScreen,
    ErrorBoundary: RouteError,
    loader: guardLoader,
    // The guard must run on every navigation, not only when the root's own params change.
    shouldRevalidate: () => true,
    children: [
      { index: true, handle: publicHandle(''), loader: () => redirect('/home') },
      { path: 'home', handle: publicHandle('home'), lazy: asLazy(PUBLIC_PAGES.home) },
      { path: 'login', handle: publicHandle('login'), lazy: asLazy(PUBLIC_PAGES.login) },
      {
        path: 'registerForm',
        handle: publicHandle('registerForm'),
        lazy: asLazy(PUBLIC_PAGES.registerForm),
      },
      {
        path: 'config',
        handle: publicHandle('config', 'routeTitles.config'),
        lazy: asLazy(PUBLIC_PAGES.config),
      },
      { path: 'register', handle: publicHandle(''), loader: () => redirect('/login') },
      ...PUBLIC_CONTENT_ROUTES,
      {
        path: 'redirect/*',
        handle: {
          name: 'Redirect',
          requiresAuth: true,
          chain: [],
          skipServerMenu: true,
        } satisfies RouteHandle,
        Component: RedirectPage,
      },
      { lazy: asLazy(PUBLIC_PAGES.layout), children: appRouteObjects(APP_ROUTES) },
      {
        path: '*',
        handle: publicHandle('notFound', 'routeTitles.notFound'),
        lazy: asLazy(PUBLIC_PAGES.notFound),
      },
    ],
  },
];
