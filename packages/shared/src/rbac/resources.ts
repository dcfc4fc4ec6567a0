import type { Localized } from '../locale.ts';

/** "*" on a route or endpoint means any signed-in user. */
export const ANY_ROLE = '*';

export type ResourceCategoryKey = 'admin' | 'customer' | 'maintenance' | 'roles';

export const RESOURCE_CATEGORIES: Record<ResourceCategoryKey, { name: Localized; sort: number }> = {
  admin: { name: { 'en-US': 'Admin system management', 'zh-CN': '后台系统管理' }, sort: 1 },
  maintenance: { name: { 'en-US': 'O&M tools', 'zh-CN': '运维工具' }, sort: 2 },
  roles: { name: { 'en-US': 'Role settings', 'zh-CN': '角色设置' }, sort: 3 },
  customer: { name: { 'en-US': 'Customer features', 'zh-CN': '客户功能' }, sort: 4 },
};

export interface ResourceSeed {
  code: string;
  category: ResourceCategoryKey;
  name: Localized;
}

/** The resource codes of spec section 6. Routes and endpoints refer to these codes; they are seeded. */
export const RESOURCES: readonly ResourceSeed[] = [
  {
    code: 'menuSystem',
    category: 'admin',
    name: { 'en-US': 'Admin system menu', 'zh-CN': '后台系统管理菜单' },
  },
  {
    code: 'adminQuestionList',
    category: 'admin',
    name: { 'en-US': 'Service work orders', 'zh-CN': '服务工单管理' },
  },
  {
    code: 'adminList',
    category: 'admin',
    name: { 'en-US': 'Users and financial reports', 'zh-CN': '用户管理与财务报表' },
  },
  { code: 'getComputeInfo', category: 'admin', name: { 'en-US': 'Estimation rules', 'zh-CN': '估算规则' } },
  { code: 'configList', category: 'admin', name: { 'en-US': 'System configuration', 'zh-CN': '系统配置' } },
  {
    code: 'adminSysMessageList',
    category: 'admin',
    name: { 'en-US': 'Message management', 'zh-CN': '消息管理' },
  },
  {
    code: 'orderList',
    category: 'admin',
    name: { 'en-US': 'Express waybill management', 'zh-CN': '快递运单管理' },
  },
  {
    code: 'proxyUser',
    category: 'admin',
    name: { 'en-US': 'Proxy user management', 'zh-CN': '代理用户管理' },
  },
  { code: 'staffList', category: 'admin', name: { 'en-US': 'Employee management', 'zh-CN': '员工管理' } },
  {
    code: 'adminChannel',
    category: 'admin',
    name: { 'en-US': 'Carriers, channels and order review', 'zh-CN': '承运商渠道与订单审核' },
  },
  {
    code: 'sellerCustomers',
    category: 'admin',
    name: { 'en-US': "A seller's own customers", 'zh-CN': '销售的名下客户' },
  },
  {
    code: 'adminRechargeList',
    category: 'admin',
    name: { 'en-US': 'User recharge management', 'zh-CN': '用户充值管理' },
  },
  {
    code: 'adminBalanceList',
    category: 'admin',
    name: { 'en-US': 'User fund details', 'zh-CN': '用户资金明细' },
  },
  {
    code: 'batchOrderCancel',
    category: 'maintenance',
    name: { 'en-US': 'Batch order processing', 'zh-CN': '批量处理订单' },
  },
  {
    code: 'resourceManagement',
    category: 'roles',
    name: { 'en-US': 'Role settings menu', 'zh-CN': '角色设置菜单' },
  },
  { code: 'adminRoleList', category: 'roles', name: { 'en-US': 'Role management', 'zh-CN': '角色管理' } },
  {
    code: 'resourceList',
    category: 'roles',
    name: { 'en-US': 'Resources and categories', 'zh-CN': '资源与资源分类' },
  },
  { code: 'rechargePage', category: 'customer', name: { 'en-US': 'Add funds', 'zh-CN': '充值' } },
  {
    code: 'appRechargeList',
    category: 'customer',
    name: { 'en-US': 'Add-funds records', 'zh-CN': '充值记录' },
  },
  {
    code: 'appBalanceList',
    category: 'customer',
    name: { 'en-US': 'Financial details', 'zh-CN': '财务明细' },
  },
  { code: 'appPostageList', category: 'customer', name: { 'en-US': 'Postage details', 'zh-CN': '邮资明细' } },
  { code: 'templateAdd', category: 'customer', name: { 'en-US': 'Package templates', 'zh-CN': '包裹模板' } },
  { code: 'appQuestionList', category: 'customer', name: { 'en-US': 'Work orders', 'zh-CN': '工单管理' } },
  {
    code: 'onlyyou',
    category: 'customer',
    name: { 'en-US': 'Third-party ERP shipping', 'zh-CN': '第三方ERP发货' },
  },
  { code: 'ptuOne', category: 'customer', name: { 'en-US': 'Image editing tool', 'zh-CN': '图片编辑工具' } },
  {
    code: 'userCostChart',
    category: 'customer',
    name: { 'en-US': 'Consumption dashboard', 'zh-CN': '消费看板' },
  },
  {
    code: 'appSysMessageList',
    category: 'customer',
    name: { 'en-US': 'System message centre', 'zh-CN': '系统消息中心' },
  },
  // issue 13: a proxy user's sub-accounts, their orders and spend, its markups and commission
  {
    code: 'proxySubAccounts',
    category: 'customer',
    name: { 'en-US': 'Sub-accounts (proxy)', 'zh-CN': '子账户（代理）' },
  },
];

export const RESOURCE_CODES = RESOURCES.map((r) => r.code);

const codesOf = (category: ResourceCategoryKey) =>
  RESOURCES.filter((r) => r.category === category).map((r) => r.code);

/** Customer-side codes only a proxy user's role holds (issue 13). */
export const PROXY_ONLY_CODES: readonly string[] = ['proxySubAccounts'];

export interface RoleSeed {
  key: 'administrator' | 'staff' | 'customer' | 'seller' | 'proxy';
  name: Localized;
  description: string;
  codes: readonly string[];
  builtin: boolean;
}

/** Demo and production roles (DESIGN section 10). The administrator role is built in and cannot be emptied. */
export const ROLE_SEEDS: readonly RoleSeed[] = [
  {
    key: 'administrator',
    name: { 'en-US': 'Administrator', 'zh-CN': '管理员' },
    description: 'Every back-office resource',
    // The message centre too: ticket to-dos, recharge and review notices reach the back office there.
    codes: [...codesOf('admin'), ...codesOf('maintenance'), ...codesOf('roles'), 'appSysMessageList'],
    builtin: true,
  },
  {
    key: 'staff',
    name: { 'en-US': 'Staff', 'zh-CN': '员工' },
    description: 'Order review, recharges and tickets',
    codes: [
      'menuSystem',
      'orderList',
      'adminRechargeList',
      'adminBalanceList',
      'adminQuestionList',
      'appSysMessageList',
    ],
    builtin: false,
  },
  {
    key: 'customer',
    name: { 'en-US': 'Customer', 'zh-CN': '客户' },
    description: 'Every customer resource',
    // Sub-accounts are a proxy's screen (the proxy role below), not every customer's.
    codes: codesOf('customer').filter((code) => !PROXY_ONLY_CODES.includes(code)),
    builtin: false,
  },
  {
    key: 'proxy',
    name: { 'en-US': 'Proxy', 'zh-CN': '代理' },
    description: 'A reseller: every customer resource and its sub-accounts',
    codes: codesOf('customer'),
    builtin: false,
  },
  {
    key: 'seller',
    name: { 'en-US': 'Seller', 'zh-CN': '销售' },
    description: 'A sales representative: sees only the customers they own',
    // Not adminList: that code also opens every user and the financial reports.
    codes: ['menuSystem', 'sellerCustomers'],
    builtin: false,
  },
];
