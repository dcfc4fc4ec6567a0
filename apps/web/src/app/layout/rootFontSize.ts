import { useEffect } from 'react';

/** Spec section 9, layout scaling: one tenth of the page width, the width capped at 540. */
export const MAX_SCALING_WIDTH = 540;
export const RESIZE_DEBOUNCE_MS = 300;

export function rootFontSize(pageWidth: number): number {
  return Math.min(Math.max(pageWidth, 0), MAX_SCALING_WIDTH) / 10;
}

/**
 * Sets the root font size for rem-based content. Our own CSS and Ant Design use px and the body keeps 14px,
 * so only content written in rem follows it.
 */
export function useRootFontSize() {
  useEffect(() => {
    const apply = () => {
      document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth)}px`;
    };
    apply();
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
}
