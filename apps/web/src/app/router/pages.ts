import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Route name -> page module of the application routes in the shared table. Each page is its own chunk
 * (loaded by the route's lazy()), so the first screen downloads only what it shows.
 */
export const APP_PAGES: Record<string, () => PageModule> = {
  Workplace: () => import('../../features/dashboard/pages/WorkplacePage.tsx'),
  account: () => import('../../features/account/pages/AccountPage.tsx'),
  roleManagement: () => import('../../features/rbac/pages/RoleManagementPage.tsx'),
  resourceCategory: () => import('../../features/rbac/pages/ResourceCategoryPage.tsx'),
  resourceManagement: () => import('../../features/rbac/pages/ResourceManagementPage.tsx'),
  // Rates (issue 3)
  estimate: () => import('../../features/rates/pages/EstimatePage.tsx'),
  userChannel: () => import('../../features/rates/pages/UserChannelPage.tsx'),
  channelList: () => import('../../features/rates/pages/ChannelListPage.tsx'),
  rateCalculation: () => import('../../features/rates/pages/RateCalculationPage.tsx'),
  priceRules: () => import('../../features/rates/pages/PriceRulesPage.tsx'),
  carrierService: () => import('../../features/rates/pages/CarrierServicePage.tsx'),
  carrierServiceNew: () => import('../../features/rates/pages/CarrierServiceNewPage.tsx'),
};

export const PUBLIC_PAGES = {
  home: () => import('../../features/home/pages/HomePage.tsx'),
  login: () => import('../../features/auth/pages/LoginPage.tsx'),
  layout: () => import('../layout/DefaultLayout.tsx'),
  notFound: () => import('../components/NotFoundPage.tsx'),
} satisfies Record<string, () => PageModule>;

export const asLazy = (load: () => PageModule) => () =>
  load().then((module) => ({ Component: module.default }));
