import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { externalMenuItems, isExternalKey, useExternalLinks } from './externalLinks.tsx';
import { toMenuItems, useMenuTree } from './menuTree.tsx';

/** The menu in the navbar when the top-menu setting is on. */
export function TopMenu() {
  const tree = useMenuTree();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const links = useExternalLinks();
  const items = useMemo(() => [...toMenuItems(tree), ...externalMenuItems(links)], [tree, links]);
  return (
    <Menu
      className="app-top-menu"
      mode="horizontal"
      items={items}
      selectedKeys={[pathname]}
      onClick={({ key }) => isExternalKey(key) || navigate(key)}
      data-testid="top-menu"
    />
  );
}
