import { Layout, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { settingsStore, updateSettings } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { externalMenuItems, isExternalKey, useExternalLinks } from './externalLinks.tsx';
import { groupKeys, toMenuItems, useMenuTree } from './menuTree.tsx';
import { useDevice } from './useDevice.ts';

export const NAVBAR_HEIGHT = 60;

/** Open groups: all of them, except those the user closed (so new groups, e.g. a server menu, show open). */
export function useOpenKeys(allKeys: string[]) {
  const [closed, setClosed] = useState<string[]>([]);
  const openKeys = allKeys.filter((key) => !closed.includes(key));
  const onOpenChange = (keys: string[]) => setClosed(allKeys.filter((key) => !keys.includes(key)));
  return { openKeys, onOpenChange };
}

/** The menu of the sider and of the phone's drawer: same items, same open groups, same navigation. */
export function NavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const tree = useMenuTree();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = useExternalLinks();
  const items = useMemo(() => [...toMenuItems(tree), ...externalMenuItems(links)], [tree, links]);
  const { openKeys, onOpenChange } = useOpenKeys(useMemo(() => groupKeys(tree), [tree]));
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => {
        if (isExternalKey(key)) return;
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}

/** The side menu; a tablet (or a phone without navbar) always gets it collapsed to icons (no room for 260 px). */
export function SideMenu() {
  const { menuWidth, menuCollapse, navbar } = useStore(settingsStore);
  const tablet = useDevice() !== 'desktop';
  const collapsed = menuCollapse || tablet;
  const top = navbar ? NAVBAR_HEIGHT : 0;
  return (
    <Layout.Sider
      theme="light"
      width={menuWidth}
      collapsible
      collapsed={collapsed}
      {...(tablet ? { trigger: null } : {})}
      onCollapse={(next) => updateSettings({ menuCollapse: next })}
      className="app-sider"
      style={{ top, height: `calc(100vh - ${top}px)` }}
      data-testid="side-menu"
    >
      <NavMenu collapsed={collapsed} />
    </Layout.Sider>
  );
}
