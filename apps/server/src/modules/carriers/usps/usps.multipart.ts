import { CarrierError } from '../carrier-adapter.ts';

/**
 * The labels APIs answer multipart/form-data (RFC 7578): a `labelMetadata` JSON part and a `labelImage`
 * part whose content is always base64 text ("Ignore the Content-Transfer-Encoding header ... always
 * Base64 encoded", vendor/domestic-labels.yaml). Every part is text, so the answer is read as a string.
 * Lines may end in CRLF (the wire) or LF (samples saved by hand): both are read.
 */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  body: string;
}

function boundaryOf(contentType: string | undefined, body: string): string | null {
  const declared = contentType?.match(/boundary=(?:"([^"]+)"|([^;\s]+))/i);
  if (declared) return declared[1] ?? declared[2] ?? null;
  // No header (a saved sample): the first line is the delimiter.
  const first = body.match(/^\s*--([^\r\n]+?)\s*\r?\n/);
  return first ? first[1]! : null;
}

function headerValue(headers: string, name: string): string | undefined {
  const line = headers.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

function dispositionParam(disposition: string | undefined, param: string): string | undefined {
  const match = disposition?.match(new RegExp(`(?:^|;)\\s*${param}="([^"]*)"`, 'i'));
  if (match) return match[1];
  return disposition?.match(new RegExp(`(?:^|;)\\s*${param}=([^;\\s]+)`, 'i'))?.[1];
}

/** The parts of a multipart body; throws carrier.bad_response when it is not one. */
export function parseMultipart(body: string, contentType?: string): MultipartPart[] {
  const boundary = boundaryOf(contentType, body);
  if (!boundary) throw new CarrierError('carrier.bad_response', 'multipart answer without a boundary');
  const delimiter = `--${boundary}`;
  const chunks = body.split(delimiter);
  const parts: MultipartPart[] = [];
  // chunks[0] is the preamble; a chunk starting with "--" is the close delimiter's epilogue.
  for (const chunk of chunks.slice(1)) {
    if (chunk.startsWith('--')) break;
    const content = chunk.replace(/^[ \t]*\r?\n/, '');
    const split = content.match(/\r?\n\r?\n/);
    if (!split || split.index === undefined) continue;
    const headers = content.slice(0, split.index);
    const partBody = content.slice(split.index + split[0].length).replace(/\r?\n$/, '');
    const disposition = headerValue(headers, 'content-disposition');
    const name = dispositionParam(disposition, 'name');
    if (!name) continue;
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      contentType: headerValue(headers, 'content-type'),
      body: partBody,
    });
  }
  if (parts.length === 0) throw new CarrierError('carrier.bad_response', 'multipart answer without parts');
  return parts;
}
