import { badRequest } from '../../lib/errors.ts';

/** A file that is not a PDF, PNG or JPEG by its content (its name and declared type prove nothing). */
export const unsupportedFile = (name: string) => badRequest('labelTool.unsupported_file', { name });
/** A PDF (or image) the reader cannot open: damaged, encrypted or truncated. */
export const unreadableFile = (name: string) => badRequest('labelTool.unreadable_file', { name });
export const noFiles = () => badRequest('labelTool.no_files');
export const tooManyFiles = (max: number) => badRequest('labelTool.too_many_files', { max });
/** An operation naming a file or page the upload does not have. */
export const pageNotFound = (file: number, page: number) =>
  badRequest('labelTool.page_not_found', { file: file + 1, page: page + 1 });
/** A custom crop rectangle that lies outside its page. */
export const cropOutside = (page: number) => badRequest('labelTool.crop_outside', { page: page + 1 });
/** The operations field is not JSON. */
export const badOperations = () => badRequest('labelTool.bad_operations');
/** Stamp text the embedded fonts cannot print. */
export const stampNotPrintable = (page: number) =>
  badRequest('labelTool.stamp_not_printable', { page: page + 1 });
