import { SettingOutlined } from '@ant-design/icons';
import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { Button, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// issue 14: the message centre's bell
import { NotificationBell } from '../../features/messages/components/NotificationBell.tsx';
// money (issue 4)
import { HeaderBalance } from '../../features/money/components/HeaderBalance.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { openSettings } from '../settings/drawerState.ts';
import { settingsStore } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TopMenu } from './TopMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useDevice } from './useDevice.ts';

export function Navbar() {
  const { t } = useTranslation('layout');
  const { topMenu, menu, hideMenu } = useStore(settingsStore);
  // A phone: the menu in a drawer, the brand as its logo, the settings button inside the user menu.
  const mobile = useDevice() === 'mobile';
  return (
    <Layout.Header className="app-navbar" data-testid="navbar">
      {mobile && menu && !hideMenu && <MobileMenu />}
      <Link to={DEFAULT_ROUTE_PATH} className="app-brand">
        <Logo />
        <span className="app-brand-name">{t('common:productName')}</span>
      </Link>
      <div className="app-navbar-middle">{topMenu && !mobile && <TopMenu />}</div>
      <div className="app-navbar-actions">
        <HeaderBalance />
        <NotificationBell />
        <LanguageSwitch />
        {!mobile && (
          <Tooltip title={t('settings:title')}>
            <Button
              type="text"
              icon={<SettingOutlined />}
              aria-label={t('settings:title')}
              data-testid="settings-button"
              onClick={openSettings}
            />
          </Tooltip>
        )}
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
