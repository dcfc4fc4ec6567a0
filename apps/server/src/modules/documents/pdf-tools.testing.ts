import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Independent readers for the documents tests: poppler-utils (pdftoppm, pdftotext, pdfinfo) and zbar
 * (zbarimg). CI installs both (.ci/run); elsewhere the assertions that need a missing tool are skipped
 * with a message naming it.
 */
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
export const TOOLS = {
  poppler: has('pdftoppm') && has('pdftotext') && has('pdfinfo'),
  zbar: has('zbarimg'),
};
export const missingToolMessage = (tool: string) =>
  `${tool} is not installed: install ${tool === 'zbarimg' ? 'zbar-tools' : 'poppler-utils'} to run this check`;

function withPdf<T>(bytes: Uint8Array, use: (dir: string, pdf: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-doc-'));
  try {
    const pdf = join(dir, 'doc.pdf');
    writeFileSync(pdf, bytes);
    return use(dir, pdf);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Per page: its size in points, e.g. [288, 432]. */
export function pageSizes(bytes: Uint8Array): [number, number][] {
  return withPdf(bytes, (_dir, pdf) => {
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', pdf], { encoding: 'utf8' });
    return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as [number, number],
    );
  });
}

export function pdfText(bytes: Uint8Array): string {
  return withPdf(bytes, (_dir, pdf) =>
    execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }),
  );
}

const pageNumber = (file: string) => Number(/(\d+)\.png$/.exec(file)?.[1] ?? 0);

/**
 * Rasterises each page at 200 dpi and decodes its barcodes with zbar: per page, the symbols as
 * "TYPE:data" (e.g. "CODE-128:SL..." and "QR-Code:SL.../10118/US/GROUND").
 */
export function decodeBarcodes(bytes: Uint8Array): string[][] {
  return withPdf(bytes, (dir, pdf) => {
    execFileSync('pdftoppm', ['-png', '-r', '200', pdf, join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort((a, b) => pageNumber(a) - pageNumber(b));
    return pages.map((page) => {
      const run = spawnSync('zbarimg', ['-q', join(dir, page)], { encoding: 'utf8' });
      // Exit 4 means no symbol found: an empty list, for the assertion to report.
      if (run.status !== 0 && run.status !== 4) throw new Error(`zbarimg failed: ${run.stderr}`);
      return run.stdout.split('\n').filter(Boolean);
    });
  });
}
