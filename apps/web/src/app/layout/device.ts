import type { LayoutSettings } from '@shiplabel/shared/layout/settings';

export type Device = LayoutSettings['device'];

/**
 * Ant Design's grid breakpoints (screenMD, screenLG): below md a phone, md up to lg a tablet. The one
 * responsive mechanism of the shell: the layout settings' `device` follows these, and every component asks
 * `useDevice()` instead of measuring the window itself.
 */
export const SCREEN_MD = 768;
export const SCREEN_LG = 992;

export function deviceOfWidth(width: number): Device {
  if (width < SCREEN_MD) return 'mobile';
  if (width < SCREEN_LG) return 'tablet';
  return 'desktop';
}

/** The device of this window now (desktop where there is no window, e.g. in unit tests). */
export function currentDevice(): Device {
  return typeof window === 'undefined' ? 'desktop' : deviceOfWidth(window.innerWidth);
}
