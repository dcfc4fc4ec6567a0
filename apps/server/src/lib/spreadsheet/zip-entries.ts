import { createInflateRaw } from 'node:zlib';
import { AppError, badRequest } from '../errors.ts';

/**
 * Reading a zip (an .xlsx) defensively: the central directory is read first and its declared sizes are
 * checked (entry count, uncompressed size per entry and in total, compression ratio) before anything is
 * inflated; while inflating, the real output is counted and the entry is refused as soon as it exceeds
 * its declared size or the limit (a zip can lie about sizes). Entries are inflated chunk by chunk, so
 * memory holds one compressed chunk and its output, not the inflated entry.
 */
export interface ZipLimits {
  /**
   * Files in the archive. An .xlsx has a dozen or two plus about two per extra sheet (the sheet and its
   * relationships), so a workbook of many sheets can pass a thousand; only the central directory is read
   * for each entry, so the limit guards against a crafted archive of millions of tiny entries.
   */
  maxEntries: number;
  /** Uncompressed bytes of any one entry. */
  maxEntryBytes: number;
  /** Uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Uncompressed / compressed of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  // 100,000 rows x 40 columns of an xlsx sheet are ~150 MB of XML.
  maxEntryBytes: 400 * 1024 * 1024,
  maxTotalBytes: 600 * 1024 * 1024,
  // Ordinary sheets compress 5-50x; deflate's ceiling is ~1030x, reached only by crafted repetition.
  maxRatio: 200,
  ratioFloorBytes: 8 * 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const unreadable = () => badRequest('sheet.unreadable');
const bomb = (params: Record<string, string | number>) => new AppError(400, 'imports.zip_bomb', params);
/** Its own reason: an archive of too many files is not "too large", and says how many it holds. */
const tooManyEntries = (params: { count: string; limit: string }) =>
  new AppError(400, 'imports.zip_too_many_entries', params);

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** The central directory's entries after the limit checks. */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the end of the file.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw unreadable();
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  // ZIP64 markers: 65,535 entries or more, or 4 GB, never a spreadsheet we would read.
  if (count === 0xffff || count > limits.maxEntries)
    throw tooManyEntries({
      count: count === 0xffff ? '65,535+' : count.toLocaleString('en-US'),
      limit: limits.maxEntries.toLocaleString('en-US'),
    });
  if (cdOffset === 0xffffffff) throw bomb({ limit: MB(limits.maxTotalBytes) });
  if (cdOffset + cdSize > bytes.length) throw unreadable();
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let p = cdOffset;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw unreadable();
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw bomb({ limit: MB(limits.maxEntryBytes) });
    if (size > limits.maxEntryBytes) throw bomb({ limit: MB(limits.maxEntryBytes) });
    if (size > limits.ratioFloorBytes && size / Math.max(1, compressedSize) > limits.maxRatio)
      throw bomb({ limit: MB(limits.maxEntryBytes) });
    total += size;
    if (total > limits.maxTotalBytes) throw bomb({ limit: MB(limits.maxTotalBytes) });
    entries.set(name.toLowerCase(), { name, method, compressedSize, size, localOffset });
  }
  return entries;
}

const CHUNK = 16 * 1024;

/**
 * An entry's content as text, chunk by chunk. Refuses an entry whose inflated size exceeds what it
 * declared (or the limit): a lying archive stops after at most one chunk's output (~16 MB at deflate's
 * ceiling) more.
 */
export async function* entryText(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
): AsyncGenerator<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) throw unreadable();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw unreadable();
  const decoder = new TextDecoder('utf-8');
  const allowed = Math.min(entry.size, limits.maxEntryBytes);
  if (entry.method === 0) {
    if (entry.compressedSize > allowed) throw bomb({ limit: MB(limits.maxEntryBytes) });
    for (let p = start; p < end; p += CHUNK * 16) {
      yield decoder.decode(bytes.subarray(p, Math.min(end, p + CHUNK * 16)), { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
    return;
  }
  if (entry.method !== 8) throw unreadable();
  // Node's native inflate (several times faster than a JS one), fed slice by slice with backpressure.
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  const feed = (async () => {
    for (let p = start; p < end && !inflater.destroyed; p += CHUNK * 4) {
      if (!inflater.write(bytes.subarray(p, Math.min(end, p + CHUNK * 4))))
        await new Promise<void>((resolve) => {
          const done = () => {
            inflater.off('drain', done);
            inflater.off('close', done);
            resolve();
          };
          inflater.on('drain', done);
          inflater.on('close', done);
        });
    }
    if (!inflater.destroyed) inflater.end();
  })();
  let produced = 0;
  try {
    for await (const data of inflater as AsyncIterable<Buffer>) {
      produced += data.length;
      if (produced > allowed) throw bomb({ limit: MB(limits.maxEntryBytes) });
      yield decoder.decode(data, { stream: true });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  } finally {
    inflater.destroy();
    await feed.catch(() => undefined);
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** A whole (small) entry as text: workbook parts, relationships; refused over `maxBytes`. */
export async function entryWholeText(
  bytes: Uint8Array,
  entry: ZipEntry,
  limits: ZipLimits,
  maxBytes = 16 * 1024 * 1024,
): Promise<string> {
  if (entry.size > maxBytes) throw bomb({ limit: MB(maxBytes) });
  const parts: string[] = [];
  for await (const text of entryText(bytes, entry, { ...limits, maxEntryBytes: maxBytes })) parts.push(text);
  return parts.join('');
}
