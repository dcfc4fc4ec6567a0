import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

/**
 * Stamp text in Chinese needs a font with CJK glyphs; the standard PDF fonts encode WinAnsi only. The
 * documents module embeds none (labels are Latin script, docs/documents.md), so the label tool uses the
 * server's Droid Sans Fallback (Debian package fonts-droid-fallback, Apache 2.0), embedded as a subset
 * of the glyphs used: a few KB per file instead of the font's 4 MB. Without the font, Chinese stamps are
 * refused with a translated 400, Latin ones still print.
 */
export const CJK_FONT_PATHS = ['/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf'];

/** Characters the standard (WinAnsi) font prints. */
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff]*$/;

export interface CjkFont {
  bytes: Uint8Array;
  /** Whether the font has a glyph for every character of `text`. */
  covers: (text: string) => boolean;
}

let cached: Promise<CjkFont | null> | undefined;

/** The first CJK font found (read and parsed once per process), or null when the server has none. */
export function systemCjkFont(paths: readonly string[] = CJK_FONT_PATHS): Promise<CjkFont | null> {
  cached ??= (async () => {
    for (const path of paths) {
      const bytes = await readFile(path).catch(() => null);
      if (!bytes) continue;
      const font = fontkit.create(bytes);
      return {
        bytes,
        covers: (text: string) => [...text].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!)),
      };
    }
    return null;
  })();
  return cached;
}

/** A piece of stamp text and the font that prints it. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/** Splits `text` where it changes between WinAnsi and other characters. */
function scriptRuns(text: string): { text: string; latin: boolean }[] {
  const runs: { text: string; latin: boolean }[] = [];
  for (const char of text) {
    const latin = WIN_ANSI.test(char);
    const last = runs.at(-1);
    if (last && last.latin === latin) last.text += char;
    else runs.push({ text: char, latin });
  }
  return runs;
}

/**
 * The fonts of one output document, embedded when first needed. Droid Sans Fallback has no Latin letters
 * or digits, so a line is printed in runs: WinAnsi text in Helvetica Bold, the rest in the CJK font.
 */
export function stampFonts(doc: PDFDocument, cjk: CjkFont | null) {
  let latin: Promise<PDFFont> | undefined;
  let chinese: Promise<PDFFont> | undefined;
  /** `text` as runs with their fonts, or null when a character has no glyph in any font. */
  return async (text: string): Promise<TextRun[] | null> => {
    const runs: TextRun[] = [];
    for (const run of scriptRuns(text)) {
      if (run.latin) {
        latin ??= doc.embedFont(StandardFonts.HelveticaBold);
        runs.push({ text: run.text, font: await latin });
        continue;
      }
      if (!cjk?.covers(run.text)) return null;
      if (!chinese) {
        doc.registerFontkit(fontkit);
        chinese = doc.embedFont(cjk.bytes, { subset: true });
      }
      runs.push({ text: run.text, font: await chinese });
    }
    return runs;
  };
}
