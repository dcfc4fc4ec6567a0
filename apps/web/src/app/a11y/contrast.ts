/** WCAG 2.1 contrast of a text colour over an opaque background (1.4.3: normal text needs 4.5:1). */

type Rgb = [number, number, number];

/** "#rgb", "#rrggbb" or "rgba(r, g, b, a)"; a translucent colour is blended over the background. */
export function parseColour(value: string, over: Rgb = [255, 255, 255]): Rgb {
  const hex = value.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const parts = value
    .match(/^rgba?\(([^)]+)\)$/i)?.[1]
    ?.split(',')
    .map((p) => Number(p.trim()));
  if (!parts || parts.length < 3 || parts.some(Number.isNaN)) throw new Error(`not a colour: ${value}`);
  const alpha = parts[3] ?? 1;
  return [0, 1, 2].map((i) => Math.round(parts[i]! * alpha + over[i]! * (1 - alpha))) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(text: string, background: string): number {
  const bg = parseColour(background);
  const [a, b] = [luminance(parseColour(text, bg)), luminance(bg)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
