import { useSyncExternalStore } from 'react';

/** One query list for the page's life: its `matches` follows the setting, its `change` event reports it. */
const list =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;

function subscribe(onChange: () => void): () => void {
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the user asked their system for less motion (WCAG 2.3.3): dialogs, popovers and menus then
 * appear without their zoom and slide animations. Follows the setting when it changes.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, () => list?.matches ?? false);
