import { Layout, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { settingsStore, updateSettings } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { externalMenuItems, isExternalKey, useExternalLinks } from './externalLinks.tsx';
import { groupKeys, toMenuItems, useMenuTree } from './menuTree.tsx';

export const NAVBAR_HEIGHT = 60;

/** Open groups: all of them, except those the user closed (so new groups, e.g. a server menu, show open). */
export function useOpenKeys(allKeys: string[]) {
  const [closed, setClosed] = useState<string[]>([]);
  const openKeys = allKeys.filter((key) => !closed.includes(key));
  const onOpenChange = (keys: string[]) => setClosed(allKeys.filter((key) => !keys.includes(key)));
  return { openKeys, onOpenChange };
}

export function SideMenu() {
  const tree = useMenuTree();
  const { menuWidth, menuCollapse, navbar } = useStore(settingsStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = useExternalLinks();
  const items = useMemo(() => [...toMenuItems(tree), ...externalMenuItems(links)], [tree, links]);
  const { openKeys, onOpenChange } = useOpenKeys(useMemo(() => groupKeys(tree), [tree]));
  const top = navbar ? NAVBAR_HEIGHT : 0;
  return (
    <Layout.Sider
      theme="light"
      width={menuWidth}
      collapsible
      collapsed={menuCollapse}
      onCollapse={(collapsed) => updateSettings({ menuCollapse: collapsed })}
      className="app-sider"
      style={{ top, height: `calc(100vh - ${top}px)` }}
      data-testid="side-menu"
    >
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        {...(menuCollapse ? {} : { openKeys, onOpenChange })}
        onClick={({ key }) => isExternalKey(key) || navigate(key)}
      />
    </Layout.Sider>
  );
}
