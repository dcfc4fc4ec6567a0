import { useEffect } from 'react';

const DIALOG = '.ant-modal-root, .ant-drawer, [role="dialog"]';

/** True while a modal or a drawer is shown (antd keeps a closed one in the page, hidden). */
function dialogOpen(): boolean {
  return [...document.querySelectorAll('.ant-modal-wrap, .ant-drawer-open')].some(
    (el) => el.getClientRects().length > 0,
  );
}

/** True when one of the removed nodes is, or holds, a dialog. */
export function removesDialog(records: readonly MutationRecord[]): boolean {
  return records.some((record) =>
    [...record.removedNodes].some(
      (node) => node instanceof Element && (node.matches(DIALOG) || node.querySelector(DIALOG) !== null),
    ),
  );
}

/**
 * Focus goes back to what opened a dialog when the dialog closes (WCAG 2.4.3 focus order). antd does so
 * for a dialog that stays mounted; most pages unmount theirs on close (`{open && <Modal open />}`), and
 * the focus then falls to the page's body, so a keyboard user starts over from the top. This remembers the
 * last focused control outside any dialog and focuses it again when a dialog leaves the page with the
 * focus on the body, and only then (a click elsewhere keeps its own focus).
 */
export function useDialogFocusReturn() {
  useEffect(() => {
    let opener: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const el = event.target;
      // Not while a dialog is open: its focus lock lets Tab touch the page for a moment before pulling back.
      if (el instanceof HTMLElement && !el.closest(DIALOG) && !dialogOpen()) opener = el;
    };
    const observer = new MutationObserver((records) => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener?.isConnected && removesDialog(records)) opener.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
