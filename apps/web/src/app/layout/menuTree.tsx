import {
  AppstoreOutlined,
  DashboardOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { buildMenu, type MenuNode } from '@shiplabel/shared/routes';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../auth/session.ts';
import { menuLabel } from '../i18n/i18n.ts';
import { serverMenuStore } from '../settings/serverMenu.ts';
import { settingsStore } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';

const ICONS: Record<string, React.ReactNode> = {
  dashboard: <DashboardOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
  settings: <SettingOutlined />,
};

/** The menu the user may see: from the shared route table and their codes, or the server's menu. */
export function useMenuTree(): MenuNode[] {
  const user = useStore(userStore);
  const { menuFromServer } = useStore(settingsStore);
  const server = useStore(serverMenuStore);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    void language; // titles are translated at build time: rebuild on a language change
    return menuFromServer ? server.menu : buildMenu(user?.role ?? [], (key) => menuLabel(key));
  }, [menuFromServer, server.menu, user, language]);
}

type MenuItem = Required<MenuProps>['items'][number];

export function toMenuItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.map((node) => {
    const label = menuLabel(node.titleKey, node.title);
    const icon = node.icon ? (ICONS[node.icon] ?? <AppstoreOutlined />) : undefined;
    return node.children?.length
      ? { key: node.path, icon, label, children: toMenuItems(node.children) }
      : { key: node.path, icon, label };
  });
}

export function groupKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.path, ...groupKeys(node.children)] : []));
}
