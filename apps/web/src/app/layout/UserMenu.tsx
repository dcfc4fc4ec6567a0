import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../auth/logout.ts';
import { userStore } from '../auth/session.ts';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { openSettings } from '../settings/drawerState.ts';
import { useStore } from '../store/createStore.ts';
import { useDevice } from './useDevice.ts';

const SwitchRoleModal = lazy(() =>
  import('../../features/impersonation/components/SwitchRoleModal.tsx').then((m) => ({
    default: m.SwitchRoleModal,
  })),
);

export function UserMenu() {
  const { t } = useTranslation(['layout', 'impersonation']);
  const user = useStore(userStore);
  const navigate = useNavigate();
  const name = user?.name || user?.nickName || user?.email || '';
  const [switching, setSwitching] = useState(false);
  // Switch roles: offered to a person holding several roles, or acting with one of them now.
  const canSwitch = (user?.roles.length ?? 0) > 1 || Boolean(user?.activeRoleId);
  // On a phone the navbar has no room for the settings button: it moves in here.
  const mobile = useDevice() === 'mobile';
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'who',
              disabled: true,
              label: (
                <div className="user-menu-who">
                  <strong>{name}</strong>
                  <div>{user?.email}</div>
                </div>
              ),
            },
            { type: 'divider' },
            {
              key: 'account',
              icon: <UserOutlined />,
              label: <span data-testid="user-menu-account">{t('user.account')}</span>,
            },
            ...(mobile
              ? [
                  {
                    key: 'settings',
                    icon: <SettingOutlined />,
                    label: <span data-testid="user-menu-settings">{t('settings:title')}</span>,
                  },
                ]
              : []),
            ...(canSwitch
              ? [
                  {
                    key: 'switchRole',
                    icon: <SwapOutlined />,
                    label: (
                      <span data-testid="user-menu-switch-role">{t('impersonation:switchRole.menu')}</span>
                    ),
                  },
                ]
              : []),
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: <span data-testid="logout">{t('user.logout')}</span>,
            },
          ],
          onClick: ({ key }) => {
            if (key === 'account') navigate('/settings/account');
            if (key === 'switchRole') setSwitching(true);
            if (key === 'settings') openSettings();
            if (key === 'logout') void logout();
          },
        }}
      >
        <button type="button" className="user-menu-trigger" data-testid="user-menu">
          <Space>
            <UserAvatar size="small" avatar={user?.avatar} name={name} data-testid="navbar-avatar" />
            <span className="user-menu-name">{name}</span>
          </Space>
        </button>
      </Dropdown>
      {switching && (
        <Suspense fallback={null}>
          <SwitchRoleModal onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
