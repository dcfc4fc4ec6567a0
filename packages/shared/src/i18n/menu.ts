import type { Locale } from '../locale.ts';

/** Menu and route titles, used by the web app's router and by the server's menu endpoint. */
export const MENU_TITLES: Record<Locale, Record<string, string>> = {
  'en-US': {
    'menu.dashboard': 'Dashboard',
    'menu.dashboard.workplace': 'Workplace',
    'menu.roleSettings': 'Role settings',
    'menu.roleSettings.roleManagement': 'Role management',
    'menu.roleSettings.resourceCategory': 'Resource categories',
    'menu.roleSettings.resourceManagement': 'Resource management',
    'menu.settings': 'Current user system management',
    'menu.settings.account': 'My account',
    // issue 3: addresses and zones
    'menu.settings.addressbook': 'Address book',
    'menu.orderManager': 'Order center',
    'menu.orderManager.findZone': 'Zone lookup',
    // money (issue 4)
    'menu.postage': 'Postage management',
    'menu.postage.recharge': 'Add funds',
    'menu.postage.rechargeRecord': 'Add-funds records',
    'menu.postage.fundDetails': 'Financial details',
    'menu.postage.feeDetails': 'Postage details',
    'menu.adminSettings': 'Admin system management',
    'menu.adminSettings.financialCostChart': 'Financial reports',
    'menu.adminSettings.customer': 'System finance management',
    'menu.adminSettings.customer.userRechargeRecords': 'User recharge management',
    'menu.adminSettings.customer.fundDetailsAdmin': 'User fund details',
    'menu.adminSettings.customer.customerRecharge': 'Customer recharges',
    'menu.adminSettings.customer.placeOrder': 'Order placement',
    'menu.adminSettings.customer.refund': 'Refunds',
    'menu.adminSettings.customer.marginRelease': 'Margin release',
    'menu.adminSettings.customer.billDeduction': 'Bill deductions',
    'menu.adminSettings.customer.userWallets': 'Customer wallets',
    'menu.maintenance': 'O&M tools',
    'menu.maintenance.doubtfulOrderFlow': 'Doubtful fund flow',
  },
  'zh-CN': {
    'menu.dashboard': '仪表盘',
    'menu.dashboard.workplace': '工作台',
    'menu.roleSettings': '角色设置',
    'menu.roleSettings.roleManagement': '角色管理',
    'menu.roleSettings.resourceCategory': '资源分类',
    'menu.roleSettings.resourceManagement': '资源管理',
    'menu.settings': '当前用户系统管理',
    'menu.settings.account': '我的账户',
    // issue 3: addresses and zones
    'menu.settings.addressbook': '地址簿',
    'menu.orderManager': '订单中心',
    'menu.orderManager.findZone': '分区查询',
    // money (issue 4)
    'menu.postage': '邮资管理',
    'menu.postage.recharge': '充值',
    'menu.postage.rechargeRecord': '充值记录',
    'menu.postage.fundDetails': '财务明细',
    'menu.postage.feeDetails': '邮资明细',
    'menu.adminSettings': '后台系统管理',
    'menu.adminSettings.financialCostChart': '财务报表',
    'menu.adminSettings.customer': '系统财务管理',
    'menu.adminSettings.customer.userRechargeRecords': '用户充值管理',
    'menu.adminSettings.customer.fundDetailsAdmin': '用户资金明细',
    'menu.adminSettings.customer.customerRecharge': '客户充值',
    'menu.adminSettings.customer.placeOrder': '下单',
    'menu.adminSettings.customer.refund': '退款',
    'menu.adminSettings.customer.marginRelease': '押金释放',
    'menu.adminSettings.customer.billDeduction': '账单扣款',
    'menu.adminSettings.customer.userWallets': '客户钱包',
    'menu.maintenance': '运维工具',
    'menu.maintenance.doubtfulOrderFlow': '可疑资金流水',
  },
};

export function menuTitle(locale: Locale, key: string): string {
  return MENU_TITLES[locale][key] ?? MENU_TITLES['en-US'][key] ?? key;
}
