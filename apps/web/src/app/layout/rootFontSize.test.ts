import { describe, expect, it } from 'vitest';
import { rootFontSize } from './rootFontSize.ts';

describe('rootFontSize (spec section 9, layout scaling)', () => {
  it('is one tenth of the page width, the width capped at 540', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(540)).toBe(54);
    expect(rootFontSize(1920)).toBe(54);
    expect(rootFontSize(0)).toBe(0);
  });
});
