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
    // Rates (issue 3)
    'menu.orderManager': 'Order center',
    'menu.orderManager.estimate': 'Compare rates',
    'menu.maintenance': 'O&M tools',
    'menu.maintenance.userChannel': 'User-authorised channels',
    'menu.maintenance.channelList': 'Channel list',
    'menu.adminSettings': 'Admin system management',
    'menu.adminSettings.rateCalculation': 'Estimation rules',
    'menu.adminSettings.priceRules': 'Price rules',
    'menu.adminSettings.permission': 'Carrier management',
    'menu.adminSettings.permission.carrierService': 'Carrier services',
    'menu.adminSettings.permission.carrierServiceNew': 'New carrier service',
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
    // Rates (issue 3)
    'menu.orderManager': '订单中心',
    'menu.orderManager.estimate': '比价估算',
    'menu.maintenance': '运维工具',
    'menu.maintenance.userChannel': '用户授权渠道',
    'menu.maintenance.channelList': '渠道列表',
    'menu.adminSettings': '后台系统管理',
    'menu.adminSettings.rateCalculation': '估算规则',
    'menu.adminSettings.priceRules': '价格规则',
    'menu.adminSettings.permission': '承运商管理',
    'menu.adminSettings.permission.carrierService': '承运商服务',
    'menu.adminSettings.permission.carrierServiceNew': '新建承运商服务',
  },
};

export function menuTitle(locale: Locale, key: string): string {
  return MENU_TITLES[locale][key] ?? MENU_TITLES['en-US'][key] ?? key;
}
