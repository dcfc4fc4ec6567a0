import type { PDFFont, PDFPage } from 'pdf-lib';

/**
 * Text for the standard PDF fonts, which only encode WinAnsi (Latin-1 plus a few signs). Accents are
 * dropped ("José" -> "Jose", as carriers print them anyway); characters outside WinAnsi, such as Chinese,
 * become "?". Embedding a CJK font would cost megabytes per document and tens of milliseconds per label,
 * and carriers' sorting systems read Latin script only, so customers enter Latin-script addresses for
 * labels (docs/documents.md).
 */
export function pdfSafe(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .trim();
}

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
