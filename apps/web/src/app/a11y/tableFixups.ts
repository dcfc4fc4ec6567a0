import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const TABLE = '.ant-table-wrapper';

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

/** The parts of a DOM node this module reads (an Element; text nodes have no `closest`). */
type MutationLike = Pick<MutationRecord, 'target' | 'addedNodes'>;
const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && typeof (node as Element).closest === 'function';

/**
 * The tables a batch of mutations touched: the table around each changed node, and the tables inside
 * each node added elsewhere (a page or dialog that brings its tables along). Mutations outside any
 * table (the menu, a tooltip, a spinner) touch none, so no table is measured for them.
 */
export function changedTables(records: Iterable<MutationLike>): Set<Element> {
  const tables = new Set<Element>();
  for (const record of records) {
    const target = isElement(record.target) ? record.target : record.target.parentElement;
    const around = target?.closest(TABLE);
    if (around) {
      tables.add(around);
      continue;
    }
    for (const node of record.addedNodes) {
      if (!isElement(node)) continue;
      if (node.matches(TABLE)) tables.add(node);
      for (const table of node.querySelectorAll(TABLE)) tables.add(table);
    }
  }
  return tables;
}

/**
 * Mends each table when it appears, when its own content changes and when its box changes size (a
 * window resize, the menu folding, data arriving): one pass per animation frame over the tables
 * concerned only, instead of re-measuring every table of the page on any change anywhere.
 */
export function useTableFixups() {
  useEffect(() => {
    const pending = new Set<Element>();
    let frame = 0;
    const sizes = new ResizeObserver((entries) => schedule(entries.map((entry) => entry.target)));
    const watched = new WeakSet<Element>();
    function schedule(tables: Iterable<Element>) {
      for (const table of tables) pending.add(table);
      if (frame || pending.size === 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        for (const table of pending) {
          if (!table.isConnected) {
            sizes.unobserve(table);
            continue;
          }
          if (!watched.has(table)) {
            watched.add(table);
            sizes.observe(table);
          }
          mendTables(table);
        }
        pending.clear();
      });
    }
    const mutations = new MutationObserver((records) => schedule(changedTables(records)));
    mutations.observe(document.body, { childList: true, subtree: true });
    schedule(document.body.querySelectorAll(TABLE));
    return () => {
      mutations.disconnect();
      sizes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
