import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './contrast.ts';
import { ACCESSIBLE_TEXT_TOKENS } from './themeTokens.ts';

// The backgrounds text sits on: pages and cards, table headers and help lists, the login page's grey.
const BACKGROUNDS = ['#ffffff', '#fafafa', '#f5f5f5'];

describe('colour contrast (WCAG 1.4.3)', () => {
  it('computes the ratios WCAG gives for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's defaults the scan flagged: secondary text 3.4:1 and links 4.1:1 on white.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual([128, 128, 128]);
    expect(parseColour('#abc')).toEqual([170, 187, 204]);
    expect(() => parseColour('blue')).toThrow();
  });

  it('gives every darkened text token at least 4.5:1 on every background', () => {
    for (const [token, colour] of Object.entries(ACCESSIBLE_TEXT_TOKENS)) {
      if (token === 'colorLinkHover') continue; // shown only under the pointer, over the link's own 4.5:1
      for (const bg of BACKGROUNDS) {
        expect(contrastRatio(colour, bg), `${token} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives the page-level greys (time zone, footer, login hints) at least 4.5:1', () => {
    for (const colour of ['#4e5969', 'rgba(0, 0, 0, 0.6)', '#0958d9']) {
      for (const bg of BACKGROUNDS) expect(contrastRatio(colour, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives the tag colours (a11y.css) at least 4.5:1 on antd's light tag backgrounds", () => {
    const tags: [string, string][] = [
      ['#237804', '#f6ffed'],
      ['#003eb3', '#e6f4ff'],
      ['#ad4e00', '#fff7e6'],
      ['#874d00', '#fffbe6'],
      ['#a8071a', '#fff1f0'],
      ['#ad2102', '#fff2e8'],
      ['#006d75', '#e6fffb'],
      ['#391085', '#f9f0ff'],
      ['#9e1068', '#fff0f6'],
      ['#10239e', '#f0f5ff'],
      ['#3f6600', '#fcffe6'],
    ];
    for (const [text, bg] of tags) expect(contrastRatio(text, bg), text).toBeGreaterThanOrEqual(4.5);
    // The antd default the scan flagged: green-7 on green-1.
    expect(contrastRatio('#389e0d', '#f6ffed')).toBeLessThan(4.5);
  });
});
