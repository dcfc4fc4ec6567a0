import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavMenu } from './SideMenu.tsx';

/** On a phone the side menu is a drawer behind the navbar's menu button; it closes on navigation. */
export function MobileMenu() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Any navigation closes it: a menu click, but also the back button or a link inside a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label={t('mobileMenu')}
        aria-expanded={open}
        data-testid="mobile-menu-button"
        onClick={() => setOpen(true)}
      />
      <Drawer
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        size={280}
        title={t('common:productName')}
        className="app-mobile-menu"
        styles={{ body: { padding: 0 } }}
      >
        <div data-testid="side-menu">
          <NavMenu onNavigate={() => setOpen(false)} />
        </div>
      </Drawer>
    </>
  );
}
