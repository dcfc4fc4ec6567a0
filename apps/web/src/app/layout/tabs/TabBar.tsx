import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuLabel } from '../../i18n/i18n.ts';
import { useRouteHandle } from '../../router/useRouteHandle.ts';
import { useStore } from '../../store/createStore.ts';
import { closeOtherTabs, closeTab, openTab } from './tabModel.ts';
import { tabStore } from './tabStore.ts';

/** Keeps the current route's tab open in the store. */
function useTrackCurrentTab() {
  const location = useLocation();
  const handle = useRouteHandle();
  const fullPath = location.pathname + location.search;
  useEffect(() => {
    if (!handle?.titleKey || !handle.chain.length) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    tabStore.set((state) =>
      openTab(state, { title: handle.titleKey!, name: handle.name, fullPath, query, ignoreCache: false }),
    );
  }, [handle, fullPath, location.search]);
  return handle?.name ?? '';
}

/** The optional tab bar (off by default): open tabs, close one, close others, reload the current one. */
export function TabBar() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const activeName = useTrackCurrentTab();
  const { tabs } = useStore(tabStore);
  const active = tabs.find((tab) => tab.name === activeName);

  const close = (name: string) => {
    const result = closeTab(tabStore.get(), name, activeName);
    tabStore.set(result.state);
    if (result.next) navigate(result.next.fullPath);
  };

  return (
    <div className="app-tab-bar" data-testid="tab-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={activeName}
        items={tabs.map((tab) => ({
          key: tab.name,
          label: <span data-testid={`tab-${tab.name}`}>{menuLabel(tab.title)}</span>,
          closable: tabs.length > 1,
        }))}
        onChange={(name) => {
          const tab = tabs.find((item) => item.name === name);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        tabBarExtraContent={
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'reload', label: t('tabs.reload') },
                {
                  key: 'closeOthers',
                  label: <span data-testid="tab-close-others">{t('tabs.closeOthers')}</span>,
                },
              ],
              onClick: ({ key }) => {
                if (key === 'reload' && active) navigate(`/redirect/${encodeURIComponent(active.fullPath)}`);
                if (key === 'closeOthers') tabStore.set((state) => closeOtherTabs(state, activeName));
              },
            }}
          >
            <Button
              size="small"
              type="text"
              icon={<DownOutlined />}
              aria-label={t('tabs.actions')}
              data-testid="tab-actions"
            />
          </Dropdown>
        }
      />
    </div>
  );
}
