import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Two gaps of antd's Table that no prop closes, mended in the DOM once antd has drawn it:
 * - its hidden measure row (aria-hidden, for column widths) copies the header, select-all checkbox
 *   included, so a hidden control takes focus (WCAG 4.1.2, axe aria-hidden-focus): taken out of the tab order;
 * - a table wider than its box scrolls inside it, which a keyboard user cannot reach (2.1.1, axe
 *   scrollable-region-focusable): the scrolling box becomes a tab stop, so the arrow keys scroll it.
 */
export function mendTables(root: ParentNode) {
  for (const hidden of root.querySelectorAll<HTMLElement>('.ant-table-measure-row')) {
    for (const el of hidden.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
    }
  }
  for (const box of root.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
    const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    if (scrolls && !box.hasAttribute('tabindex')) box.setAttribute('tabindex', '0');
  }
}

/** Mends the tables of the page as they appear or change (one pass per animation frame at most). */
export function useTableFixups() {
  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        mendTables(document.body);
      });
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
