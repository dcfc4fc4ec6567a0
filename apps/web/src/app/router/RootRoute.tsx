import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import type { GuardResult } from '../guard/guardLoader.ts';
import { useHeadTags } from '../head/useHeadTags.ts';
import { useRootFontSize } from '../layout/rootFontSize.ts';
import { watchDevice } from '../layout/useDevice.ts';
import { useNavigationProgress } from '../progress/navigationProgress.ts';
import { settingsDrawerStore } from '../settings/drawerState.ts';
import { settingsStore } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { BootScreen } from './BootScreen.tsx';

const NotFoundPage = lazy(() => import('../components/NotFoundPage.tsx'));
const SettingsPanel = lazy(() =>
  import('../settings/SettingsPanel.tsx').then((m) => ({ default: m.SettingsPanel })),
);

/**
 * The settings panel's code (drawer, buttons) loads once it has something to show: the drawer opened
 * (navbar button) or its floating button (navbar hidden). The login page never needs it.
 */
function SettingsPanelWhenWanted() {
  const open = useStore(settingsDrawerStore);
  const { navbar } = useStore(settingsStore);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (open || !navbar) setWanted(true);
  }, [open, navbar]);
  return wanted ? (
    <Suspense fallback={null}>
      <SettingsPanel />
    </Suspense>
  ) : null;
}

/** Wraps every screen: progress bar, head tags, layout scaling and the global settings panel. */
export function RootRoute() {
  const { blocked } = useLoaderData() as GuardResult;
  useNavigationProgress();
  useHeadTags(blocked ? (blocked === 'forbidden' ? 'forbidden' : 'notFound') : undefined);
  useRootFontSize();
  useEffect(watchDevice, []);
  return (
    <>
      {blocked ? (
        <Suspense fallback={<BootScreen />}>
          <NotFoundPage status={blocked === 'forbidden' ? 403 : 404} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <SettingsPanelWhenWanted />
    </>
  );
}
