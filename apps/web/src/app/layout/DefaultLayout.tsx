import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Layout, Watermark } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ImpersonationBanner } from '../../features/impersonation/components/ImpersonationBanner.tsx';
import { useA11yFixups } from '../a11y/fixups.ts';
import { PageHeading } from '../a11y/PageHeading.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink.tsx';
import { userStore } from '../auth/session.ts';
import { queryClient } from '../query/queryClient.ts';
import { settingsStore } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { AppFooter } from './AppFooter.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Navbar } from './Navbar.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TabBar } from './tabs/TabBar.tsx';
import { useBusinessTimeZone } from './useBusinessTimeZone.ts';
import { useDevice } from './useDevice.ts';

/** Account, name and the audit warning; says so when an administrator acts on the user's behalf. */
function useWatermarkLines(): string[] {
  const { t } = useTranslation('layout');
  const user = useStore(userStore);
  if (!user) return [];
  const name = user.name || user.nickName;
  const lines = [name && name !== user.email ? `${user.email} ${name}` : user.email, t('watermark.audited')];
  // Both people: the account above, and who opened it on the user's behalf.
  const by = user.impersonator;
  if (by)
    lines.push(
      t('watermark.impersonated', { by: by.name === by.email ? by.email : `${by.name} ${by.email}` }),
    );
  return lines;
}

/** The default layout of the application routes (spec section 2, DESIGN section 9). */
export default function DefaultLayout() {
  const settings = useStore(settingsStore);
  const lines = useWatermarkLines();
  // Pages format times in this zone: a zone other than the default redraws them once it is known.
  const timeZone = useBusinessTimeZone();
  useA11yFixups();
  const device = useDevice();
  const { pathname } = useLocation();
  // A phone opens the menu from the navbar (MobileMenu); without a navbar it keeps the icon sider.
  const showSideMenu =
    settings.menu &&
    !settings.hideMenu &&
    (!settings.topMenu || device === 'mobile') &&
    (device !== 'mobile' || !settings.navbar);
  return (
    <QueryClientProvider client={queryClient}>
      {/* antd's <App> (message, notification, modal for the pages' App.useApp()) and the query cache
          belong to the signed-in screens; the public pages render without them (login page weight). */}
      <AntApp>
        <SkipLink />
        <div data-testid="watermark" className="app-watermark">
          <Watermark content={lines} gap={[160, 160]} font={{ color: 'rgba(0, 0, 0, 0.06)', fontSize: 14 }}>
            <Layout className={`app-layout app-device-${device}`}>
              <ImpersonationBanner />
              {settings.navbar && <Navbar />}
              <Layout hasSider={showSideMenu}>
                {showSideMenu && <SideMenu />}
                <Layout className="app-main">
                  {settings.tabBar && <TabBar />}
                  {/* data-path: the route on screen (the e2e waits for it after an in-app navigation) */}
                  <Layout.Content
                    id={MAIN_CONTENT_ID}
                    tabIndex={-1}
                    className="app-content"
                    data-path={pathname}
                  >
                    <Breadcrumbs timeZone={timeZone} />
                    <PageHeading />
                    <Outlet key={timeZone} />
                  </Layout.Content>
                  {settings.footer && <AppFooter />}
                </Layout>
              </Layout>
            </Layout>
          </Watermark>
        </div>
      </AntApp>
    </QueryClientProvider>
  );
}
