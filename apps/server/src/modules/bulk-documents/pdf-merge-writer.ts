import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

/** Where output bytes go as they are produced (a list of chunks, a file, a response stream). */
export type ByteSink = (chunk: Uint8Array) => void;

// PDF 1.7: object streams and a cross-reference stream (PDF 1.5+).
const HEADER = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Objects per object stream: large enough to compress well, small enough to flush often. */
const OBJECTS_PER_STREAM = 200;
/** Shorter unfiltered streams are written as they are (deflate would barely shrink them). */
const MIN_DEFLATED_STREAM = 64;

const FILTER = PDFName.of('Filter');
const FLATE = PDFName.of('FlateDecode');
const LENGTH = PDFName.of('Length');
const TYPE = PDFName.of('Type');
/** Dictionaries identical in every label (the standard fonts, graphics states): written once. */
const SHARED_TYPES = new Set([PDFName.of('Font'), PDFName.of('ExtGState')]);

/** A dictionary with no references inside: equal serialisations are interchangeable. */
function isSelfContained(object: PDFObject): boolean {
  if (object instanceof PDFRef) return false;
  if (object instanceof PDFDict) return object.values().every(isSelfContained);
  if (object instanceof PDFArray) return object.asArray().every(isSelfContained);
  return true;
}

/** Points every reference in `object` that `replaced` maps to its replacement (in place). */
function replaceRefs(object: PDFObject, replaced: ReadonlyMap<PDFRef, PDFRef>): void {
  if (object instanceof PDFRawStream) {
    replaceRefs(object.dict, replaced);
  } else if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const to = value instanceof PDFRef ? replaced.get(value) : undefined;
      if (to) object.set(key, to);
      else replaceRefs(value, replaced);
    }
  } else if (object instanceof PDFArray) {
    object.asArray().forEach((value, i) => {
      const to = value instanceof PDFRef ? replaced.get(value) : undefined;
      if (to) object.set(i, to);
      else replaceRefs(value, replaced);
    });
  }
}

function bytesOf(object: PDFObject): Buffer {
  const bytes = Buffer.allocUnsafe(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

/**
 * One PDF made of the pages of many PDFs, written incrementally. Each source document is parsed, its
 * pages copied into the output's object space with pdf-lib's `copyPages` (once per source), and the
 * copied objects are serialised to the sink right away and dropped. Only the page references, the
 * cross-reference entries and the current source live in memory, so a merge of 10,000 labels does not
 * hold 10,000 parsed documents or their copies; saving a pdf-lib document of that size would.
 *
 * Size: every label carries the same two standard font dictionaries; they are written once and the
 * copies point at them. Unfiltered content streams (the label's drawing) are deflated, and the small
 * dictionaries (pages, fonts, the page tree) go into compressed object streams indexed by a compressed
 * cross-reference stream, so a merged file is a fraction of the labels' total size.
 */
export class PdfMergeWriter {
  private readonly pageRefs: PDFRef[] = [];
  /** Cross-reference entries by object number: type 1 (offset) or 2 (object stream, index). */
  private readonly xrefType: number[] = [];
  private readonly xrefField2: number[] = [];
  private readonly xrefField3: number[] = [];
  /** Objects waiting for their object stream: number and serialised bytes. */
  private pending: { objectNumber: number; bytes: Buffer }[] = [];
  /** Serialisation of a shared dictionary -> the one object written for it. */
  private readonly shared = new Map<string, PDFRef>();
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

  /** Writes the page tree, catalog, the last object stream, the cross-reference stream and trailer. */
  finish(): void {
    const context = this.out.context;
    const tree = context.lookup(this.pagesRef, PDFDict);
    tree.set(PDFName.of('Kids'), context.obj(this.pageRefs));
    tree.set(PDFName.of('Count'), PDFNumber.of(this.pageRefs.length));
    this.flushObjects(true);
    this.writeObjectStream();

    const xrefNumber = context.nextRef().objectNumber;
    const size = xrefNumber + 1;
    this.xrefType[xrefNumber] = 1;
    this.xrefField2[xrefNumber] = this.position;
    // W [1 4 2]: type, offset or object stream number, generation or index.
    const table = Buffer.alloc(size * 7);
    table.writeUInt16BE(65535, 5); // object 0: head of the free list
    for (let n = 1; n < size; n++) {
      const type = this.xrefType[n];
      if (type === undefined) continue; // a dropped duplicate: a free entry
      table.writeUInt8(type, n * 7);
      table.writeUInt32BE(this.xrefField2[n]!, n * 7 + 1);
      table.writeUInt16BE(this.xrefField3[n] ?? 0, n * 7 + 5);
    }
    const data = deflateSync(table);
    const root = context.trailerInfo.Root as PDFRef;
    const xrefAt = this.position;
    this.emit(
      ascii(
        `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${size} /W [ 1 4 2 ] /Root ${root.toString()} ` +
          `/Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
      ),
    );
    this.emit(data);
    this.emit(ascii(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`));
  }

  /** Serialises the objects registered since the last flush (the copied pages) and forgets them. */
  private flushObjects(includeKept = false): void {
    const context = this.out.context;
    const entries = context.enumerateIndirectObjects().filter(([ref]) => includeKept || !this.kept.has(ref));
    const replaced = new Map<PDFRef, PDFRef>();
    for (const [ref, object] of entries) {
      if (!(object instanceof PDFDict) || !SHARED_TYPES.has(object.get(TYPE) as PDFName)) continue;
      if (!isSelfContained(object)) continue;
      const key = object.toString();
      const first = this.shared.get(key);
      if (first) replaced.set(ref, first);
      else this.shared.set(key, ref);
    }
    const chunks: Buffer[] = [];
    let at = this.position;
    for (const [ref, object] of entries) {
      context.delete(ref);
      if (replaced.has(ref)) continue;
      if (replaced.size > 0) replaceRefs(object, replaced);
      const objectNumber = ref.objectNumber;
      if (!(object instanceof PDFRawStream)) {
        this.pending.push({ objectNumber, bytes: bytesOf(object) });
        continue;
      }
      let contents = object.getContents();
      if (!object.dict.has(FILTER) && contents.length >= MIN_DEFLATED_STREAM) {
        contents = deflateSync(contents);
        object.dict.set(FILTER, FLATE);
      }
      object.dict.set(LENGTH, PDFNumber.of(contents.length));
      const head = ascii(`${objectNumber} 0 obj\n`);
      const parts = [
        head,
        bytesOf(object.dict),
        ascii('\nstream\n'),
        contents,
        ascii('\nendstream\nendobj\n'),
      ];
      this.xrefType[objectNumber] = 1;
      this.xrefField2[objectNumber] = at;
      for (const part of parts) at += part.length;
      chunks.push(...(parts as Buffer[]));
    }
    if (chunks.length > 0) this.emit(Buffer.concat(chunks));
    if (this.pending.length >= OBJECTS_PER_STREAM) this.writeObjectStream();
  }

  /** Writes the pending objects as one compressed object stream. */
  private writeObjectStream(): void {
    if (this.pending.length === 0) return;
    const streamNumber = this.out.context.nextRef().objectNumber;
    const offsets: string[] = [];
    let offset = 0;
    this.pending.forEach(({ objectNumber, bytes }, index) => {
      offsets.push(`${objectNumber} ${offset}`);
      offset += bytes.length + 1;
      this.xrefType[objectNumber] = 2;
      this.xrefField2[objectNumber] = streamNumber;
      this.xrefField3[objectNumber] = index;
    });
    const header = ascii(`${offsets.join(' ')}\n`);
    const separator = ascii('\n');
    const body = deflateSync(
      Buffer.concat([header, ...this.pending.flatMap(({ bytes }) => [bytes, separator])]),
    );
    const count = this.pending.length;
    this.pending = [];
    this.xrefType[streamNumber] = 1;
    this.xrefField2[streamNumber] = this.position;
    this.emit(
      Buffer.concat([
        ascii(
          `${streamNumber} 0 obj\n<< /Type /ObjStm /N ${count} /First ${header.length} ` +
            `/Filter /FlateDecode /Length ${body.length} >>\nstream\n`,
        ),
        body,
        ascii('\nendstream\nendobj\n'),
      ]),
    );
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
