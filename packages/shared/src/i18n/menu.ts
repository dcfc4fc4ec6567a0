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
  },
};

export function menuTitle(locale: Locale, key: string): string {
  return MENU_TITLES[locale][key] ?? MENU_TITLES['en-US'][key] ?? key;
}
