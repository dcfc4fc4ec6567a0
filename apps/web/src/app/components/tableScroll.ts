/**
 * Table sizing for long pages (DESIGN section 9: virtual scrolling for page sizes up to 1000). Small pages
 * render normally; above VIRTUAL_FROM rows the table virtualises within a bounded height.
 */
export const VIRTUAL_FROM = 100;
const BODY_HEIGHT = 560;

export function tableScroll(rows: number, minWidth: number) {
  const virtual = rows > VIRTUAL_FROM;
  return { virtual, scroll: virtual ? { x: minWidth, y: BODY_HEIGHT } : { x: minWidth } };
}
