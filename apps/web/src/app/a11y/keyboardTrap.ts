import { useEffect } from 'react';

/** True for a Tab press in one of antd's date-range inputs. */
export function isRangePickerTab(event: Pick<KeyboardEvent, 'key' | 'target'>): boolean {
  return (
    event.key === 'Tab' &&
    event.target instanceof Element &&
    event.target.closest('.ant-picker-range') !== null &&
    event.target.tagName === 'INPUT'
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The control a Tab (or Shift+Tab) press reaches from `from`, in document order. */
function neighbour(from: Element, backwards: boolean): HTMLElement | undefined {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
  const at = all.indexOf(from as HTMLElement);
  return at < 0 ? undefined : all[at + (backwards ? -1 : 1)];
}

/**
 * antd's RangePicker (rc-picker 1.12) answers Tab in an empty range by focusing its first input again, so
 * a keyboard user never leaves it (WCAG 2.1.2 no keyboard trap; every list's date filter). Here Tab
 * closes the picker's panel as Escape does and moves on as the browser would: start, end, next control.
 */
export function useRangePickerTabFix() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isRangePickerTab(event)) return;
      const input = event.target as HTMLElement;
      const next = neighbour(input, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      event.stopPropagation();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
