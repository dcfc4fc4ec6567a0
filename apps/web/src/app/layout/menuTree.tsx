import {
  AppstoreOutlined,
  DashboardOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { APP_ROUTES, buildMenu, type MenuNode } from '@shiplabel/shared/routes';
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
  // money (issue 4)
  wallet: <WalletOutlined />,
  // Rates (issue 3)
  order: <ProfileOutlined />,
  tool: <ToolOutlined />,
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

/** A server menu may omit icons; top-level entries need one to stay recognisable when collapsed. */
function iconOf(node: MenuNode, topLevel: boolean): React.ReactNode {
  const name = node.icon ?? APP_ROUTES.find((route) => route.name === node.name)?.icon;
  if (name) return ICONS[name] ?? <AppstoreOutlined />;
  return topLevel ? <AppstoreOutlined /> : undefined;
}

export function toMenuItems(nodes: readonly MenuNode[], topLevel = true): MenuItem[] {
  return nodes.map((node) => {
    const label = menuLabel(node.titleKey, node.title);
    const icon = iconOf(node, topLevel);
    return node.children?.length
      ? { key: node.path, icon, label, children: toMenuItems(node.children, false) }
      : { key: node.path, icon, label };
  });
}

export function groupKeys(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.path, ...groupKeys(node.children)] : []));
}
