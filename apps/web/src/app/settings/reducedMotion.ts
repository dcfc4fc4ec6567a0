import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): dialogs, popovers and menus then
 * appear without their zoom and slide animations. Follows the setting when it changes.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, () => media()?.matches ?? false);
