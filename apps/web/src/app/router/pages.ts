import { ORDER_LIST_ROUTES } from '@shiplabel/shared/routes';
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
  // issue 3: addresses and zones
  addressbook: () => import('../../features/address/pages/AddressBookPage.tsx'),
  findZone: () => import('../../features/zones/pages/FindZonePage.tsx'),
  // issue 14: system configuration
  sysConfig: () => import('../../features/config/pages/SysConfigPage.tsx'),
  // money (issue 4)
  recharge: () => import('../../features/money/pages/RechargePage.tsx'),
  rechargeRecord: () => import('../../features/money/pages/RechargeRecordPage.tsx'),
  fundDetails: () => import('../../features/money/pages/FundDetailsPage.tsx'),
  feeDetails: () => import('../../features/money/pages/FeeDetailsPage.tsx'),
  userRechargeRecords: () => import('../../features/money/pages/AdminRechargePage.tsx'),
  fundDetailsAdmin: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  customerRecharge: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  placeOrder: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  refund: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  marginRelease: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  billDeduction: () => import('../../features/money/pages/AdminFundDetailsPage.tsx'),
  userWallets: () => import('../../features/money/pages/WalletsPage.tsx'),
  rechargePayees: () => import('../../features/money/pages/PayeesPage.tsx'),
  financialCostChart: () => import('../../features/money/pages/FinancialReportPage.tsx'),
  // issue 13: currency exchange and statistics
  exchange: () => import('../../features/exchange/pages/ExchangePage.tsx'),
  exchangeRates: () => import('../../features/exchange/pages/ExchangeRatesPage.tsx'),
  statistics: () => import('../../features/statistics/pages/StatisticsPage.tsx'),
  doubtfulOrderFlow: () => import('../../features/money/pages/ReconciliationPage.tsx'),
  // Rates (issue 3)
  estimate: () => import('../../features/rates/pages/EstimatePage.tsx'),
  userChannel: () => import('../../features/rates/pages/UserChannelPage.tsx'),
  channelList: () => import('../../features/rates/pages/ChannelListPage.tsx'),
  rateCalculation: () => import('../../features/rates/pages/RateCalculationPage.tsx'),
  priceRules: () => import('../../features/rates/pages/PriceRulesPage.tsx'),
  carrierService: () => import('../../features/rates/pages/CarrierServicePage.tsx'),
  carrierServiceNew: () => import('../../features/rates/pages/CarrierServiceNewPage.tsx'),
  // Orders (issue 5): one list screen for every order view (spec section 2)
  newOrder: () => import('../../features/orders/pages/NewOrderPage.tsx'),
  orderDetail: () => import('../../features/orders/pages/OrderDetailPage.tsx'),
  ...Object.fromEntries(
    ORDER_LIST_ROUTES.map((name) => [name, () => import('../../features/orders/pages/OrderListPage.tsx')]),
  ),
  track: () => import('../../features/tracking/pages/TrackPage.tsx'),
  userCostChart: () => import('../../features/orders/pages/UserCostChartPage.tsx'),
  packageTemplate: () => import('../../features/templates/pages/PackageTemplatePage.tsx'),
  // issue 16: API keys and webhooks
  api: () => import('../../features/api-keys/pages/ApiSettingsPage.tsx'),
  // issue 16: sales channels and online stores
  sales: () => import('../../features/stores/pages/SalesPage.tsx'),
  // issue 16: shipping rules
  shippingRules: () => import('../../features/shipping-rules/pages/ShippingRulesPage.tsx'),
  // issue 14: the message centre and message management
  sysCenter: () => import('../../features/messages/pages/MessageCentrePage.tsx'),
  msgConfig: () => import('../../features/messages/pages/MessageConfigPage.tsx'),
  // issue 14: work orders, customer side and back office
  management: () => import('../../features/tickets/pages/TicketListPage.tsx'),
  reply: () => import('../../features/tickets/pages/TicketReplyPage.tsx'),
  replyService: () => import('../../features/tickets/pages/ServiceReplyPage.tsx'),
  serviceManagement: () => import('../../features/tickets/pages/ServiceQueuePage.tsx'),
  // issue 13: proxy users (the proxy's sub-accounts; the back office's proxy list)
  subAccounts: () => import('../../features/proxy/pages/SubAccountsPage.tsx'),
  // issue 16: the label tool
  pdfptu: () => import('../../features/label-tool/pages/LabelToolPage.tsx'),
  // issue 16: the LingXing ERP connection
  lxorder: () => import('../../features/lingxing/pages/LingxingPage.tsx'),
  proxyUser: () => import('../../features/proxy/pages/ProxyUsersPage.tsx'),
  adminAllWaybills: () => import('../../features/order-admin/pages/AdminWaybillsPage.tsx'),
  orderReview: () => import('../../features/order-admin/pages/OrderReviewPage.tsx'),
  supplementaryAmount: () => import('../../features/order-admin/pages/SupplementaryAmountPage.tsx'),
  unRefundedOrder: () => import('../../features/order-admin/pages/UnRefundedOrderPage.tsx'),
  // Bulk work (issue 6)
  importOrders: () => import('../../features/imports/pages/ImportOrdersPage.tsx'),
  apiLog: () => import('../../features/api-log/pages/ApiLogPage.tsx'),
  // issue 13: user logs and the avoid-high-risk list
  userLogs: () => import('../../features/audit/pages/UserLogsPage.tsx'),
  avoidHighRisk: () => import('../../features/risk/pages/AvoidHighRiskPage.tsx'),
  batchProcessOrders: () => import('../../features/order-admin/pages/BatchProcessOrdersPage.tsx'),
  // issue 13: the outbox of outgoing e-mail
  mailOutbox: () => import('../../features/mail/pages/MailOutboxPage.tsx'),
  // issue 13: employees
  employeeManagement: () => import('../../features/staff/pages/EmployeeManagementPage.tsx'),
  // issue 13: user management (with sellers) and overseas-warehouse users
  userManagement: () => import('../../features/users/pages/UserManagementPage.tsx'),
  overseasWarehouseUser: () => import('../../features/users/pages/WarehouseUsersPage.tsx'),
};

export const PUBLIC_PAGES = {
  home: () => import('../../features/home/pages/HomePage.tsx'),
  login: () => import('../../features/auth/pages/LoginPage.tsx'),
  // issue 13: sign-up, its own chunk (antd Form and the shared schemas stay off the login page)
  registerForm: () => import('../../features/registration/pages/RegisterFormPage.tsx'),
  layout: () => import('../layout/DefaultLayout.tsx'),
  notFound: () => import('../components/NotFoundPage.tsx'),
  // issue 13: opens a user's session from a one-time token (impersonation)
  config: () => import('../../features/impersonation/pages/ConfigPage.tsx'),
  // issue 14: public content pages (Markdown of src/content) and the marketplace-authorization results
  privacyPolicy: () => import('../../features/public-pages/pages/PrivacyPolicyPage.tsx'),
  termsOfUse: () => import('../../features/public-pages/pages/TermsOfUsePage.tsx'),
  helpCenter: () => import('../../features/public-pages/pages/HelpCenterPage.tsx'),
  expertGuides: () => import('../../features/public-pages/pages/ExpertGuidesPage.tsx'),
  authResult: () => import('../../features/public-pages/pages/AuthResultPage.tsx'),
  // issue 14: contact form and API documentation (lazy: the OpenAPI renderer stays off the login page)
  contactUs: () => import('../../features/contact/pages/ContactUsPage.tsx'),
  wordView: () => import('../../features/api-docs/pages/WordViewPage.tsx'),
} satisfies Record<string, () => PageModule>;

export const asLazy = (load: () => PageModule) => () =>
  load().then((module) => ({ Component: module.default }));
