import { labelText } from '@shiplabel/shared';
import type { PDFFont, PDFPage } from 'pdf-lib';

/**
 * Text for the standard PDF fonts, which only encode WinAnsi (Latin-1 plus a few signs): the shared
 * labelText (accents dropped, signs plain), and "?" for anything else. Placement refuses orders whose
 * printed fields have such characters (unprintableOrderFields), so "?" is only a last resort (e.g. an
 * order placed before that check). Embedding a CJK font would cost megabytes per document and tens of
 * milliseconds per label, and carriers' sorting systems read Latin script only (docs/documents.md).
 */
export const pdfSafe = (text: string | null | undefined): string =>
  labelText(text).replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** Shortens `text` with "..." until it fits `maxWidth` at `size`. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}...`, size) > maxWidth) end--;
  return `${text.slice(0, end)}...`;
}

export interface FitOptions {
  /** The smallest size the text may shrink to (default: no shrinking). */
  minSize?: number;
  /** Lines the text may wrap onto (default 1). */
  maxLines?: number;
}

export interface FittedText {
  size: number;
  lines: string[];
}

const STEP = 0.5;

/** Greedy word wrap at `size`; a word wider than the line is broken between characters. */
export function wrapText(font: PDFFont, text: string, size: number, maxWidth: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, size) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current) && current.length > 1) {
      let end = current.length - 1;
      while (end > 1 && !fits(current.slice(0, end))) end--;
      lines.push(current.slice(0, end));
      current = current.slice(end);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Text fitted to a width without losing any of it: the full size on one line if it fits, else shrunk
 * (down to `minSize`) on one line, else wrapped onto up to `maxLines` lines at the largest size that
 * holds it all. Only text that cannot fit even then is shortened with "..." on its last line.
 */
export function fitBlock(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  options: FitOptions = {},
): FittedText {
  const minSize = Math.min(size, options.minSize ?? size);
  const maxLines = Math.max(1, options.maxLines ?? 1);
  for (let s = size; s >= minSize; s -= STEP)
    if (font.widthOfTextAtSize(text, s) <= maxWidth) return { size: s, lines: [text] };
  if (maxLines > 1)
    for (let s = size; s >= minSize; s -= STEP) {
      const lines = wrapText(font, text, s, maxWidth);
      if (lines.length <= maxLines) return { size: s, lines };
    }
  const lines = wrapText(font, text, minSize, maxWidth);
  if (lines.length <= maxLines) return { size: minSize, lines };
  const kept = lines.slice(0, maxLines);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = fitText(font, rest, minSize, maxWidth);
  return { size: minSize, lines: kept };
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  /** Longer text first shrinks (to 70% of `size`), then is shortened with "...". */
  maxWidth?: number;
}

/** The text and size one line shows within `maxWidth`: shrunk before anything is cut. */
function oneLine(style: TextStyle, text: string): { shown: string; size: number } {
  if (!style.maxWidth) return { shown: text, size: style.size };
  const fitted = fitBlock(style.font, text, style.size, style.maxWidth, { minSize: style.size * 0.7 });
  return { shown: fitted.lines[0] ?? '', size: fitted.size };
}

/** Draws one line of (already safe) text with its baseline at y; returns the next baseline below. */
export function line(page: PDFPage, text: string, x: number, y: number, style: TextStyle): number {
  const { shown, size } = oneLine(style, text);
  if (shown) page.drawText(shown, { x, y, font: style.font, size });
  return y - style.size * 1.18;
}

/** Draws text right-aligned to `right`. */
export function lineRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle): void {
  const { shown, size } = oneLine(style, text);
  const width = style.font.widthOfTextAtSize(shown, size);
  page.drawText(shown, { x: right - width, y, font: style.font, size });
}

/** Draws text centred on `centre`. */
export function lineCentred(page: PDFPage, text: string, centre: number, y: number, style: TextStyle): void {
  const { shown, size } = oneLine(style, text);
  const width = style.font.widthOfTextAtSize(shown, size);
  page.drawText(shown, { x: centre - width / 2, y, font: style.font, size });
}
