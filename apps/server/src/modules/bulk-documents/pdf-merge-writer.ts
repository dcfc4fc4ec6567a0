import { PDFDocument, PDFName, PDFNumber, type PDFObject, type PDFRef } from 'pdf-lib';

/** Where output bytes go as they are produced (a list of chunks, a file, a response stream). */
export type ByteSink = (chunk: Uint8Array) => void;

const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const ascii = (text: string) => Buffer.from(text, 'latin1');

/**
 * One PDF made of the pages of many PDFs, written incrementally. Each source document is parsed, its
 * pages copied into the output's object space with pdf-lib's `copyPages` (once per source), and the
 * copied objects are serialised to the sink right away and dropped. Only the page references, the byte
 * offsets of the objects (for the cross-reference table) and the current source live in memory, so a
 * merge of 10,000 labels does not hold 10,000 parsed documents or their copies; saving a pdf-lib document
 * of that size would.
 */
export class PdfMergeWriter {
  private readonly pageRefs: PDFRef[] = [];
  private readonly offsets: number[] = [];
  private position = 0;

  private constructor(
    private readonly out: PDFDocument,
    private readonly sink: ByteSink,
    /** The catalog and the page tree root: written last, once every page is known. */
    private readonly kept: ReadonlySet<PDFRef>,
    private readonly pagesRef: PDFRef,
  ) {}

  static async create(sink: ByteSink): Promise<PdfMergeWriter> {
    const out = await PDFDocument.create({ updateMetadata: false });
    const rootRef = out.context.trailerInfo.Root as PDFRef;
    const pagesRef = out.catalog.get(PDFName.of('Pages')) as PDFRef;
    const writer = new PdfMergeWriter(out, sink, new Set([rootRef, pagesRef]), pagesRef);
    writer.emit(HEADER);
    return writer;
  }

  /** Pages appended so far (the bench checks its merged file with it). */
  get pageCount(): number {
    return this.pageRefs.length;
  }

  /** Appends every page of `source` (a complete PDF file); returns how many pages it had. */
  async add(source: Uint8Array): Promise<number> {
    // parseSpeed: objects parsed between yields to the event loop; a label has a dozen, so never yield.
    const doc = await PDFDocument.load(source, {
      updateMetadata: false,
      parseSpeed: Number.POSITIVE_INFINITY,
    });
    const pages = await this.out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) {
      page.node.set(PDFName.of('Parent'), this.pagesRef);
      this.pageRefs.push(page.ref);
    }
    this.flushObjects();
    return pages.length;
  }

  /** Writes the page tree, catalog, cross-reference table and trailer. */
  finish(): void {
    const pages = this.out.context.lookup(this.pagesRef);
    const tree = pages as unknown as { set(key: PDFName, value: PDFObject): void };
    const kids = this.out.context.obj(this.pageRefs);
    tree.set(PDFName.of('Kids'), kids);
    tree.set(PDFName.of('Count'), PDFNumber.of(this.pageRefs.length));
    this.flushObjects(true);
    const size = this.out.context.largestObjectNumber + 1;
    const xrefAt = this.position;
    const lines = [`xref\n0 ${size}\n`, '0000000000 65535 f \n'];
    for (let n = 1; n < size; n++) {
      const offset = this.offsets[n];
      lines.push(
        offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`,
      );
    }
    const root = this.out.context.trailerInfo.Root as PDFRef;
    lines.push(`trailer\n<< /Size ${size} /Root ${root.toString()} >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    this.emit(ascii(lines.join('')));
  }

  /** Serialises the objects registered since the last flush (the copied pages) and forgets them. */
  private flushObjects(includeKept = false): void {
    const context = this.out.context;
    const entries = context.enumerateIndirectObjects().filter(([ref]) => includeKept || !this.kept.has(ref));
    if (entries.length === 0) return;
    const heads = entries.map(([ref]) => ascii(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    const tail = ascii('\nendobj\n');
    const total = entries.reduce(
      (sum, [, object], i) => sum + heads[i]!.length + object.sizeInBytes() + tail.length,
      0,
    );
    const chunk = Buffer.allocUnsafe(total);
    let at = 0;
    entries.forEach(([ref, object], i) => {
      this.offsets[ref.objectNumber] = this.position + at;
      at += heads[i]!.copy(chunk, at);
      at += object.copyBytesInto(chunk, at);
      at += tail.copy(chunk, at);
      context.delete(ref);
    });
    this.emit(chunk.subarray(0, at));
  }

  private emit(chunk: Uint8Array): void {
    this.position += chunk.length;
    this.sink(chunk);
  }
}

/** Keeps the chunks of a sink for one Buffer at the end (direct downloads and job results). */
export function collectingSink(): { sink: ByteSink; bytes(): Buffer } {
  const chunks: Uint8Array[] = [];
  return { sink: (chunk) => chunks.push(chunk), bytes: () => Buffer.concat(chunks) };
}
