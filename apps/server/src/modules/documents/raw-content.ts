import {
  concatTransformationMatrix,
  drawObject,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';
import { type FitOptions, fitBlock, fitText } from './pdf-text.ts';

/** Short decimal text: pdf-lib's general number formatting is a hot spot with hundreds of operators. */
export const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** A PDF literal string of WinAnsi text (pdfSafe text is Latin-1, whose codes WinAnsi shares). */
const literal = (text: string) =>
  `(${text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/([()\\])/g, '\\$1')})`;

export interface RawTextStyle {
  font: PDFFont;
  size: number;
  /** Longer text is shortened with "...". */
  maxWidth?: number;
  /** 0 black ... 1 white. */
  gray?: number;
}

/**
 * Page content written directly as PDF operators and placed as one form XObject. A label page is ~40
 * text lines, rules and a few hundred barcode rectangles; pdf-lib's drawing calls wrap each in several
 * operators and format every number generically, which costs more than the label's barcodes.
 */
export class RawContent {
  private readonly parts: string[] = [];
  /** The form's own font resource names (F1, F2...). */
  private readonly fontNames = new Map<PDFFont, string>();

  constructor(
    private readonly page: PDFPage,
    private readonly width: number,
    private readonly height: number,
  ) {}

  private fontName(font: PDFFont): string {
    let name = this.fontNames.get(font);
    if (!name) {
      name = `F${this.fontNames.size + 1}`;
      this.fontNames.set(font, name);
    }
    return name;
  }

  /** Text with its baseline at y (rotated by `degrees` around its start); returns the next baseline. */
  text(text: string, x: number, y: number, style: RawTextStyle, degrees = 0): number {
    const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
    if (shown) {
      const r = (degrees * Math.PI) / 180;
      const [c, s] = [Math.cos(r), Math.sin(r)];
      const matrix = `${num(c)} ${num(s)} ${num(-s)} ${num(c)} ${num(x)} ${num(y)} Tm`;
      const color = style.gray ? `${num(style.gray)} g ` : '';
      const font = `/${this.fontName(style.font)} ${num(style.size)} Tf`;
      this.parts.push(`BT ${color}${font} ${matrix} ${literal(shown)} Tj ET${style.gray ? ' 0 g' : ''}\n`);
    }
    return y - style.size * 1.18;
  }

  textRight(text: string, right: number, y: number, style: RawTextStyle): void {
    const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
    this.text(shown, right - style.font.widthOfTextAtSize(shown, style.size), y, style);
  }

  textCentred(text: string, centre: number, y: number, style: RawTextStyle): void {
    const shown = style.maxWidth ? fitText(style.font, text, style.size, style.maxWidth) : text;
    this.text(shown, centre - style.font.widthOfTextAtSize(shown, style.size) / 2, y, style);
  }

  /**
   * Text that must be read whole (a service name, a total, a country): shrunk and wrapped to fit
   * `maxWidth` (see fitBlock) instead of being cut. The first baseline is y; returns the next one.
   */
  block(
    text: string,
    x: number,
    y: number,
    style: RawTextStyle & FitOptions & { maxWidth: number; align?: 'left' | 'right' | 'centre' },
  ): number {
    const fitted = fitBlock(style.font, text, style.size, style.maxWidth, style);
    const lineStyle = { font: style.font, size: fitted.size, gray: style.gray };
    let baseline = y;
    for (const line of fitted.lines) {
      const width = style.font.widthOfTextAtSize(line, fitted.size);
      const left = style.align === 'right' ? x - width : style.align === 'centre' ? x - width / 2 : x;
      baseline = this.text(line, left, baseline, lineStyle);
    }
    return baseline;
  }

  /** A straight black line. */
  line(x1: number, y1: number, x2: number, y2: number, thickness: number): void {
    this.parts.push(`${num(thickness)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S\n`);
  }

  /** Filled black rectangles, already written as `x y w h re` operators (barcodes). */
  rectangles(operators: string): void {
    if (operators) this.parts.push(`${operators}f\n`);
  }

  /** Draws everything at (x, y) of the page: one XObject, uncompressed (a few KB). */
  place(x: number, y: number): void {
    const context = this.page.doc.context;
    const form = context.stream(this.parts.join(''), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, this.width, this.height],
      Resources: { Font: Object.fromEntries([...this.fontNames].map(([font, name]) => [name, font.ref])) },
    });
    const name = this.page.node.newXObject('Label', context.register(form));
    this.page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(1, 0, 0, 1, x, y),
      drawObject(name),
      popGraphicsState(),
    );
  }
}
