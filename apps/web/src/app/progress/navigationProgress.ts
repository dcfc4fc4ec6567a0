import 'nprogress/nprogress.css';
import { NPROGRESS_CONFIG } from '@shiplabel/shared/layout/settings';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * nprogress 0.2.0 reads `minimum`, `speed`, `trickle`, `trickleRate` and `trickleSpeed` (see its
 * Settings object); @types/nprogress omits `trickleRate`, so the option type is widened here. The spec's
 * "trickle rate 0.02" is nprogress' `trickleRate` (the random step of each trickle) and its "trickle speed
 * 800 ms" is `trickleSpeed` (the interval); `trickle: true` turns trickling on.
 */
type ProgressOptions = Parameters<typeof NProgress.configure>[0] & { trickleRate?: number };

const options: ProgressOptions = {
  minimum: NPROGRESS_CONFIG.minimum,
  speed: NPROGRESS_CONFIG.speed,
  trickle: true,
  trickleRate: NPROGRESS_CONFIG.trickleRate,
  trickleSpeed: NPROGRESS_CONFIG.trickleSpeed,
  showSpinner: false,
  // nprogress' default template gives the bar role="bar", not an ARIA role (axe: aria-roles, critical);
  // the bar is decoration, the page's own loading states speak to screen readers.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
};
NProgress.configure(options);

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};

/** Shows the bar while a navigation loads (guard, page chunk) and completes it when the route settles. */
export function useNavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
}
