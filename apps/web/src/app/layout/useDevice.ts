import { settingsStore } from '../settings/settingsStore.ts';
import { useStore } from '../store/createStore.ts';
import { currentDevice, type Device, SCREEN_LG, SCREEN_MD } from './device.ts';

/**
 * Keeps the settings' `device` in step with the window: two media queries on antd's breakpoints, so the
 * store changes only when a breakpoint is crossed (not on every resize). Not persisted: the window decides.
 */
export function watchDevice(): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const queries = [SCREEN_MD, SCREEN_LG].map((px) => window.matchMedia(`(min-width: ${px}px)`));
  const sync = () => {
    const device = currentDevice();
    if (settingsStore.get().device !== device) settingsStore.set((prev) => ({ ...prev, device }));
  };
  sync();
  for (const q of queries) q.addEventListener('change', sync);
  return () => {
    for (const q of queries) q.removeEventListener('change', sync);
  };
}

export function useDevice(): Device {
  return useStore(settingsStore).device;
}
