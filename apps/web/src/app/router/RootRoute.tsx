import { lazy, Suspense } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import type { GuardResult } from '../guard/guardLoader.ts';
import { useHeadTags } from '../head/useHeadTags.ts';
import { useRootFontSize } from '../layout/rootFontSize.ts';
import { useNavigationProgress } from '../progress/navigationProgress.ts';
import { SettingsPanel } from '../settings/SettingsPanel.tsx';
import { BootScreen } from './BootScreen.tsx';

const NotFoundPage = lazy(() => import('../components/NotFoundPage.tsx'));

/** Wraps every screen: progress bar, head tags, layout scaling and the global settings panel. */
export function RootRoute() {
  const { blocked } = useLoaderData() as GuardResult;
  useNavigationProgress();
  useHeadTags();
  useRootFontSize();
  return (
    <>
      {blocked ? (
        <Suspense fallback={<BootScreen />}>
          <NotFoundPage status={blocked === 'forbidden' ? 403 : 404} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <SettingsPanel />
    </>
  );
}
