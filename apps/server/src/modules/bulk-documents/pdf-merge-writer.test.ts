import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderLabelPdf } from '../documents/label-pdf.ts';
import { placedOrderRow } from '../documents/order-fixtures.testing.ts';
import { decodeBarcodes, missingToolMessage, TOOLS } from '../documents/pdf-tools.testing.ts';
import { collectingSink, PdfMergeWriter } from './pdf-merge-writer.ts';

const hasQpdf = spawnSync('sh', ['-c', 'command -v qpdf']).status === 0;

async function merged(sources: Uint8Array[]): Promise<Buffer> {
  const out = collectingSink();
  const writer = await PdfMergeWriter.create(out.sink);
  for (const source of sources) await writer.add(source);
  writer.finish();
  expect(writer.pageCount).toBe(sources.length);
  return out.bytes();
}

/** A label as stored before labels were rendered compressed: its streams written without a filter. */
async function uncompressed(label: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(label);
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || !object.dict.has(PDFName.of('Filter'))) continue;
    const dict = object.dict.clone(doc.context);
    dict.delete(PDFName.of('Filter'));
    doc.context.assign(ref, PDFRawStream.of(dict, inflateSync(object.contents)));
  }
  return doc.save({ useObjectStreams: false });
}

const fontDictionaries = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font')).length;

function qpdfCheck(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'merge-check-'));
  try {
    writeFileSync(join(dir, 'merged.pdf'), bytes);
    return spawnSync('qpdf', ['--check', join(dir, 'merged.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('merged PDF size', () => {
  const labels = Promise.all(
    Array.from({ length: 30 }, () => renderLabelPdf(placedOrderRow({ parcels: 1 }))),
  );

  it('renders labels with their drawing deflated', async () => {
    for (const label of await labels) {
      const doc = await PDFDocument.load(label);
      const streams = doc.context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFRawStream);
      for (const [, stream] of streams)
        expect((stream as PDFRawStream).dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
      expect(label.length).toBeLessThan(4_500);
    }
  });

  it('writes the fonts once and compresses the rest: well under the sum of its inputs, valid for qpdf', async () => {
    const sources = await labels;
    const bytes = await merged(sources);
    const inputs = sources.reduce((sum, s) => sum + s.length, 0);
    // Every label carries its own two font dictionaries, page, content and catalog objects.
    expect(bytes.length).toBeLessThan(inputs * 0.75);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(30);
    expect(fontDictionaries(doc)).toBe(2);
    if (hasQpdf) expect(qpdfCheck(bytes).status).toBe(0);
  });

  it('deflates labels stored uncompressed: the merge is under a third of their size', async (ctx) => {
    const sources = await Promise.all((await labels).slice(0, 12).map(uncompressed));
    const inputs = sources.reduce((sum, s) => sum + s.length, 0);
    const bytes = await merged(sources);
    expect(bytes.length).toBeLessThan(inputs / 3);
    if (hasQpdf) expect(qpdfCheck(bytes).status).toBe(0);
    if (!TOOLS.poppler || !TOOLS.zbar)
      return ctx.skip(missingToolMessage(TOOLS.zbar ? 'pdftoppm' : 'zbarimg'));
    const decoded = decodeBarcodes(bytes.subarray(0));
    expect(decoded).toHaveLength(12);
    for (const page of decoded) expect(page.some((s) => s.startsWith('CODE-128:'))).toBe(true);
  });
});
