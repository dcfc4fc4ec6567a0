/** File kinds we accept, recognised by their first bytes: a file's name and declared type prove nothing. */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx';

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

export const MIME_OF: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind of a file from its content, or null when it is none we accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // An xlsx is a zip whose entries include [Content_Types].xml and xl/ parts; the local header of the
  // first entry is enough to tell it from other zips in practice, the spreadsheet reader checks the rest.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 4096))).toString('latin1');
    if (head.includes('[Content_Types].xml') || head.includes('xl/')) return 'xlsx';
  }
  return null;
}
