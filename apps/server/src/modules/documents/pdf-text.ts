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

export interface TextStyle {
  font: PDFFont;
  size: number;
  /** Longer text is shortened with "...". */
  maxWidth?: number;
}

/** Draws one line of (already safe) text with its baseline at y; returns the next baseline below. */
export function line(page: PDFPage, text: string, x: number, y: number, style: TextStyle): number {
  const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
  if (shown) page.drawText(shown, { x, y, font: style.font, size: style.size });
  return y - style.size * 1.18;
}

/** Draws text right-aligned to `right`. */
export function lineRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle): void {
  const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
  const width = style.font.widthOfTextAtSize(shown, style.size);
  page.drawText(shown, { x: right - width, y, font: style.font, size: style.size });
}

/** Draws text centred on `centre`. */
export function lineCentred(page: PDFPage, text: string, centre: number, y: number, style: TextStyle): void {
  const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
  const width = style.font.widthOfTextAtSize(shown, style.size);
  page.drawText(shown, { x: centre - width / 2, y, font: style.font, size: style.size });
}
