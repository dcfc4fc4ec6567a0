import { ANY_ROLE } from './rbac/resources.ts';

/**
 * The application route table (spec section 2): one source for the web router, its guards and side menu,
 * and for the server's menu endpoint. Only routes whose screens exist are listed; later features add theirs.
 * `titleKey` is an i18n key of the web app's `menu` namespace; the server also resolves it (menu titles).
 */
export interface AppRoute {
  /** Full path, e.g. `/settings/account`. */
  path: string;
  /** Route name (unique; used in redirect queries). */
  name: string;
  titleKey: string;
  /** Roles of which the user must hold one; absent or empty means any signed-in user; "*" too. */
  roles?: readonly string[];
  icon?: string;
  order?: number;
  hideInMenu?: boolean;
  children?: readonly AppRoute[];
}

/** money (issue 4): the fund-details views that filter by change type (spec: status filter 0-4). */
export const FUND_FILTER_ROUTES = [
  { name: 'customerRecharge', changeType: 0 },
  { name: 'placeOrder', changeType: 1 },
  { name: 'refund', changeType: 2 },
  { name: 'marginRelease', changeType: 3 },
  { name: 'billDeduction', changeType: 4 },
] as const;

/** Orders (issue 5): the order center's list views, in the spec's order (all served by one screen). */
export const ORDER_LIST_ROUTES = [
  'allWaybills',
  'draft',
  'transported',
  'Delivered',
  'canceled',
  'cancelWaybill',
  'VoidedAll',
  'isRefuse',
  'placingOrder',
  'forecastSuccessful',
] as const;

/**
 * The resource codes of the back-office lookups that list pages use in their filters, as the server
 * declares them (a server test keeps both equal): a page queries one only when its viewer holds one of
 * the codes, else it hides that filter, so no page calls what its viewer's role cannot (issue 12).
 */
export const LOOKUP_ACCESS = {
  /** GET /admin/channel/userOptions: customers by e-mail or nickname. */
  userOptions: ['adminChannel', 'getComputeInfo', 'staffList'],
  /** GET /admin/channel/getAllChannel: every channel. */
  allChannels: ['adminChannel'],
} as const satisfies Record<string, readonly string[]>;

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: '/dashboard',
    name: 'Dashboard',
    titleKey: 'menu.dashboard',
    icon: 'dashboard',
    order: 1,
    children: [
      {
        path: '/dashboard/workplace',
        name: 'Workplace',
        titleKey: 'menu.dashboard.workplace',
        roles: [ANY_ROLE],
      },
    ],
  },
  {
    path: '/roleSettings',
    name: 'roleSettings',
    titleKey: 'menu.roleSettings',
    icon: 'team',
    order: 10,
    roles: ['resourceManagement'],
    children: [
      {
        path: '/roleSettings/roleManagement',
        name: 'roleManagement',
        titleKey: 'menu.roleSettings.roleManagement',
        roles: ['adminRoleList'],
      },
      {
        path: '/roleSettings/resourceCategory',
        name: 'resourceCategory',
        titleKey: 'menu.roleSettings.resourceCategory',
        roles: ['resourceList'],
      },
      {
        path: '/roleSettings/resourceManagement',
        name: 'resourceManagement',
        titleKey: 'menu.roleSettings.resourceManagement',
        roles: ['resourceList'],
      },
    ],
  },
  {
    path: '/settings',
    name: 'settings',
    titleKey: 'menu.settings',
    icon: 'user',
    order: 11,
    children: [
      { path: '/settings/account', name: 'account', titleKey: 'menu.settings.account', roles: [ANY_ROLE] },
      // issue 3: addresses and zones
      {
        path: '/settings/addressbook',
        name: 'addressbook',
        titleKey: 'menu.settings.addressbook',
        roles: [ANY_ROLE],
      },
      // Orders (issue 5)
      {
        path: '/settings/packageTemplate',
        name: 'packageTemplate',
        titleKey: 'menu.settings.packageTemplate',
        roles: ['templateAdd'],
      },
      // issue 14: work orders. The spec opens reply/replyService to any role; each is limited to the role
      // of the endpoints it calls, so a page never calls what its viewer cannot use.
      {
        path: '/settings/management',
        name: 'management',
        titleKey: 'menu.settings.management',
        roles: ['appQuestionList'],
      },
      {
        path: '/settings/reply',
        name: 'reply',
        titleKey: 'menu.settings.reply',
        roles: ['appQuestionList'],
        hideInMenu: true,
      },
      {
        path: '/settings/replyService',
        name: 'replyService',
        titleKey: 'menu.settings.replyService',
        roles: ['adminQuestionList'],
        hideInMenu: true,
      },
      // issue 16: API keys and webhooks
      { path: '/settings/api', name: 'api', titleKey: 'menu.settings.api', roles: [ANY_ROLE] },
      // issue 16: sales channels and online stores (spec: sales, any role)
      { path: '/settings/sales', name: 'sales', titleKey: 'menu.settings.sales', roles: [ANY_ROLE] },
      // issue 16: shipping rules (service, template, insurance of imported, API and batch orders)
      {
        path: '/settings/shippingRules',
        name: 'shippingRules',
        titleKey: 'menu.settings.shippingRules',
        roles: [ANY_ROLE],
      },
      // issue 13: a proxy user's sub-accounts, markups and commission
      {
        path: '/settings/subAccounts',
        name: 'subAccounts',
        titleKey: 'menu.settings.subAccounts',
        roles: ['proxySubAccounts'],
      },
      // issue 16: the label tool (crop, rotate, scale, stamp and merge carrier labels into one 4x6 PDF)
      { path: '/settings/pdfptu', name: 'pdfptu', titleKey: 'menu.settings.pdfptu', roles: ['ptuOne'] },
      // issue 16: the LingXing ERP connection (pull orders into drafts, push tracking and labels back)
      { path: '/settings/lxorder', name: 'lxorder', titleKey: 'menu.settings.lxorder', roles: ['onlyyou'] },
    ],
  },
  // issue 14 (spec /sys): the message centre, reached from the navbar's bell rather than the side menu.
  {
    path: '/sys',
    name: 'sys',
    titleKey: 'menu.sys',
    icon: 'user',
    order: 14,
    hideInMenu: true,
    children: [
      { path: '/sys/center', name: 'sysCenter', titleKey: 'menu.sys.center', roles: ['appSysMessageList'] },
    ],
  },
  // Order center (spec section 2): rates (issue 3), zones (issue 3); orders come with the orders issue.
  {
    path: '/orderManager',
    name: 'orderManager',
    titleKey: 'menu.orderManager',
    icon: 'order',
    order: 3,
    children: [
      // Orders (issue 5): the new-order form, the order lists (one shared screen), detail, tracking, costs.
      {
        path: '/orderManager/newOrder',
        name: 'newOrder',
        titleKey: 'menu.orderManager.newOrder',
        roles: [ANY_ROLE],
        hideInMenu: true,
      },
      {
        path: '/orderManager/orderDetail',
        name: 'orderDetail',
        titleKey: 'menu.orderManager.orderDetail',
        roles: [ANY_ROLE],
        hideInMenu: true,
      },
      ...ORDER_LIST_ROUTES.map((name) => ({
        path: `/orderManager/${name}`,
        name,
        titleKey: `menu.orderManager.${name}`,
        roles: [ANY_ROLE],
      })),
      // Bulk work (issue 6): spreadsheet import, in the menu and behind the draft list's button (issue 12)
      {
        path: '/orderManager/importOrders',
        name: 'importOrders',
        titleKey: 'menu.orderManager.importOrders',
        roles: [ANY_ROLE],
      },
      {
        path: '/orderManager/track',
        name: 'track',
        titleKey: 'menu.orderManager.track',
        roles: [ANY_ROLE],
      },
      {
        path: '/orderManager/userCostChart',
        name: 'userCostChart',
        titleKey: 'menu.orderManager.userCostChart',
        roles: ['userCostChart'],
      },
      {
        path: '/orderManager/estimate',
        name: 'estimate',
        titleKey: 'menu.orderManager.estimate',
        roles: [ANY_ROLE],
      },
      {
        path: '/orderManager/findZone',
        name: 'findZone',
        titleKey: 'menu.orderManager.findZone',
        roles: [ANY_ROLE],
      },
    ],
  },
  // Postage management (issue 4)
  {
    path: '/postage',
    name: 'postage',
    titleKey: 'menu.postage',
    icon: 'wallet',
    order: 5,
    children: [
      {
        path: '/postage/recharge',
        name: 'recharge',
        titleKey: 'menu.postage.recharge',
        roles: ['rechargePage'],
      },
      {
        path: '/postage/rechargeRecord',
        name: 'rechargeRecord',
        titleKey: 'menu.postage.rechargeRecord',
        roles: ['appRechargeList'],
      },
      {
        path: '/postage/fundDetails',
        name: 'fundDetails',
        titleKey: 'menu.postage.fundDetails',
        roles: ['appBalanceList'],
      },
      {
        path: '/postage/feeDetails',
        name: 'feeDetails',
        titleKey: 'menu.postage.feeDetails',
        roles: ['appPostageList'],
      },
      // issue 13: a customer exchanges money between their USD and CNY wallets
      {
        path: '/postage/exchange',
        name: 'exchange',
        titleKey: 'menu.postage.exchange',
        roles: ['rechargePage'],
      },
    ],
  },
  // Admin system management, in the spec's order: finance report, rules, carriers, finance management.
  {
    path: '/adminSettings',
    name: 'adminSettings',
    titleKey: 'menu.adminSettings',
    icon: 'settings',
    order: 12,
    roles: ['menuSystem'],
    children: [
      // issue 14: the work-order queue (first in the spec's list)
      {
        path: '/adminSettings/serviceManagement',
        name: 'serviceManagement',
        titleKey: 'menu.adminSettings.serviceManagement',
        roles: ['adminQuestionList'],
      },
      {
        path: '/adminSettings/financialCostChart',
        name: 'financialCostChart',
        titleKey: 'menu.adminSettings.financialCostChart',
        roles: ['adminList'],
      },
      // issue 14: system messages (publish to all, customers, a role or chosen users)
      {
        path: '/adminSettings/msgConfig',
        name: 'msgConfig',
        titleKey: 'menu.adminSettings.msgConfig',
        roles: ['adminSysMessageList'],
      },
      // issue 13: orders, sales and margin by day, seller and customer (a seller sees their own)
      {
        path: '/adminSettings/statistics',
        name: 'statistics',
        titleKey: 'menu.adminSettings.statistics',
        roles: ['adminList', 'sellerCustomers'],
      },
      // issue 14: the business constants of spec section 9 (fees, deposits, insurance table, contact, links)
      {
        path: '/adminSettings/sysConfig',
        name: 'sysConfig',
        titleKey: 'menu.adminSettings.sysConfig',
        roles: ['configList'],
      },
      // Orders (issue 5): every customer's orders; review of review-channel orders.
      {
        path: '/adminSettings/allWaybills',
        name: 'adminAllWaybills',
        titleKey: 'menu.adminSettings.allWaybills',
        roles: ['orderList'],
      },
      {
        path: '/adminSettings/orderReview',
        name: 'orderReview',
        titleKey: 'menu.adminSettings.orderReview',
        roles: ['adminChannel'],
      },
      // issue 13: user management (a seller, sellerCustomers, sees only their own customers) and warehouse users
      {
        path: '/adminSettings/userManagement',
        name: 'userManagement',
        titleKey: 'menu.adminSettings.userManagement',
        roles: ['adminList', 'sellerCustomers'],
      },
      {
        path: '/adminSettings/overseasWarehouseUser',
        name: 'overseasWarehouseUser',
        titleKey: 'menu.adminSettings.overseasWarehouseUser',
        roles: ['adminList'],
      },
      // issue 13: employees (staff accounts; administrators listed read-only)
      {
        path: '/adminSettings/employeeManagement',
        name: 'employeeManagement',
        titleKey: 'menu.adminSettings.employeeManagement',
        roles: ['staffList'],
      },
      // issue 13: proxy users (resellers) and their sub-accounts
      {
        path: '/adminSettings/proxyUser',
        name: 'proxyUser',
        titleKey: 'menu.adminSettings.proxyUser',
        roles: ['proxyUser'],
      },
      {
        path: '/adminSettings/rateCalculation',
        name: 'rateCalculation',
        titleKey: 'menu.adminSettings.rateCalculation',
        roles: ['getComputeInfo'],
      },
      {
        path: '/adminSettings/priceRules',
        name: 'priceRules',
        titleKey: 'menu.adminSettings.priceRules',
        roles: ['getComputeInfo'],
      },
      {
        path: '/adminSettings/permission',
        name: 'permission',
        titleKey: 'menu.adminSettings.permission',
        roles: ['adminChannel'],
        children: [
          {
            path: '/adminSettings/permission/carrierService',
            name: 'carrierService',
            titleKey: 'menu.adminSettings.permission.carrierService',
            roles: [ANY_ROLE],
          },
          {
            path: '/adminSettings/permission/carrierServiceNew',
            name: 'carrierServiceNew',
            titleKey: 'menu.adminSettings.permission.carrierServiceNew',
            roles: [ANY_ROLE],
          },
        ],
      },
      {
        path: '/adminSettings/customer',
        name: 'customer',
        titleKey: 'menu.adminSettings.customer',
        roles: [ANY_ROLE],
        children: [
          {
            path: '/adminSettings/customer/userRechargeRecords',
            name: 'userRechargeRecords',
            titleKey: 'menu.adminSettings.customer.userRechargeRecords',
            roles: ['adminRechargeList'],
          },
          {
            path: '/adminSettings/customer/fundDetailsAdmin',
            name: 'fundDetailsAdmin',
            titleKey: 'menu.adminSettings.customer.fundDetailsAdmin',
            roles: ['adminBalanceList'],
          },
          ...FUND_FILTER_ROUTES.map((r) => ({
            path: `/adminSettings/customer/${r.name}`,
            name: r.name,
            titleKey: `menu.adminSettings.customer.${r.name}`,
            roles: ['adminBalanceList'],
          })),
          {
            path: '/adminSettings/customer/wallets',
            name: 'userWallets',
            titleKey: 'menu.adminSettings.customer.userWallets',
            roles: ['adminList', 'adminBalanceList'],
          },
          // issue 13: exchange rates (set by administrators; recharge reviewers see them)
          {
            path: '/adminSettings/customer/exchangeRates',
            name: 'exchangeRates',
            titleKey: 'menu.adminSettings.customer.exchangeRates',
            roles: ['adminList', 'adminRechargeList'],
          },
          // issue 12: where customers send money for each payment method (shown on Add funds)
          {
            path: '/adminSettings/customer/payees',
            name: 'rechargePayees',
            titleKey: 'menu.adminSettings.customer.rechargePayees',
            roles: ['adminList'],
          },
        ],
      },
    ],
  },
  // O&M tools: each page carries its own role (batchProcessOrders will need batchOrderCancel).
  {
    path: '/maintenance',
    name: 'maintenance',
    titleKey: 'menu.maintenance',
    icon: 'tool',
    order: 13,
    children: [
      {
        path: '/maintenance/userChannel',
        name: 'userChannel',
        titleKey: 'menu.maintenance.userChannel',
        roles: ['adminChannel'],
      },
      {
        path: '/maintenance/channelList',
        name: 'channelList',
        titleKey: 'menu.maintenance.channelList',
        roles: ['adminChannel'],
      },
      // Bulk work (issue 6)
      {
        path: '/maintenance/apiLog',
        name: 'apiLog',
        titleKey: 'menu.maintenance.apiLog',
        roles: ['adminChannel'],
      },
      {
        path: '/maintenance/batchProcessOrders',
        name: 'batchProcessOrders',
        titleKey: 'menu.maintenance.batchProcessOrders',
        roles: ['batchOrderCancel'],
      },
      // Orders (issue 5)
      {
        path: '/maintenance/supplementaryAmount',
        name: 'supplementaryAmount',
        titleKey: 'menu.maintenance.supplementaryAmount',
        roles: ['adminChannel'],
      },
      {
        path: '/maintenance/unRefundedOrder',
        name: 'unRefundedOrder',
        titleKey: 'menu.maintenance.unRefundedOrder',
        roles: ['adminChannel'],
      },
      {
        path: '/maintenance/doubtfulOrderFlow',
        name: 'doubtfulOrderFlow',
        titleKey: 'menu.maintenance.doubtfulOrderFlow',
        roles: ['adminChannel'],
      },
      // issue 13: outgoing e-mail (sign-up codes), readable without an SMTP server
      {
        path: '/maintenance/mailOutbox',
        name: 'mailOutbox',
        titleKey: 'menu.maintenance.mailOutbox',
        roles: ['adminList'],
      },
      // issue 13: the audit log (user logs) and the avoid-high-risk list
      {
        path: '/maintenance/userLogs',
        name: 'userLogs',
        titleKey: 'menu.maintenance.userLogs',
        roles: ['adminChannel'],
      },
      {
        path: '/maintenance/avoidHighRisk',
        name: 'avoidHighRisk',
        titleKey: 'menu.maintenance.avoidHighRisk',
        roles: ['adminChannel'],
      },
    ],
  },
];

/** Route names that skip the login check (spec section 2, guard whitelist). */
export const WHITELIST_ROUTE_NAMES = [
  'notFound',
  'login',
  'helpCenter',
  'wordView',
  'privacyPolicy',
  'termsOfUse',
  'contactUs',
  'authAccepted',
  'config',
  'home',
  'authSuccess',
  'authDeclined',
  'registerForm',
  'ExpertGuides',
  'Warehousing',
] as const;

export const DEFAULT_ROUTE_NAME = 'Workplace';
export const DEFAULT_ROUTE_PATH = '/dashboard/workplace';

/** Spec rule: allowed when no roles are listed, "*" is listed, or the user holds one of them. */
export function isRoleAllowed(
  required: readonly string[] | undefined,
  userCodes: readonly string[],
): boolean {
  if (!required || required.length === 0 || required.includes(ANY_ROLE)) return true;
  return required.some((code) => userCodes.includes(code));
}

/** Every route level from the top group down to the leaf must allow the user. */
export function isRouteChainAllowed(chain: readonly AppRoute[], userCodes: readonly string[]): boolean {
  return chain.every((route) => isRoleAllowed(route.roles, userCodes));
}

/** Depth-first list of [route, ancestors+self] for every leaf route. */
export function flattenRoutes(
  routes: readonly AppRoute[] = APP_ROUTES,
  parents: AppRoute[] = [],
): { route: AppRoute; chain: AppRoute[] }[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    return route.children?.length ? flattenRoutes(route.children, chain) : [{ route, chain }];
  });
}

export interface MenuNode {
  path: string;
  name: string;
  titleKey: string;
  title: string;
  icon?: string;
  order?: number;
  children?: MenuNode[];
}

/** The menu tree a user may see: permitted, not hidden, groups without visible children dropped. */
export function buildMenu(
  userCodes: readonly string[],
  translate: (key: string) => string,
  routes: readonly AppRoute[] = APP_ROUTES,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const route of [...routes].sort((a, b) => (a.order ?? 99) - (b.order ?? 99))) {
    if (route.hideInMenu || !isRoleAllowed(route.roles, userCodes)) continue;
    const node: MenuNode = {
      path: route.path,
      name: route.name,
      titleKey: route.titleKey,
      title: translate(route.titleKey),
    };
    if (route.icon) node.icon = route.icon;
    if (route.order !== undefined) node.order = route.order;
    if (route.children?.length) {
      const children = buildMenu(userCodes, translate, route.children);
      if (children.length === 0) continue;
      node.children = children;
    }
    nodes.push(node);
  }
  return nodes;
}
