// Test-only preload (`node --import tsx --import <this file> backup.cli.ts`): every file written through
// fs.createWriteStream to a `.partial` name is written 64 KB at a time, 25 ms apart, so a test can kill -9
// the backup command while it is really writing (backup-kill.test.ts). Production code is not changed.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

type WriteCallback = (error: NodeJS.ErrnoException | null, written: number) => void;
const later = (run: () => void) => setTimeout(run, 25);
const original = fs.createWriteStream;

const PIECE = 65_536;
// No writev: the stream then writes chunk by chunk, and each write takes at most PIECE bytes (the stream
// writes the rest of a chunk in further calls, as after any short write).
const slowFs = {
  open: fs.open,
  close: fs.close,
  write: (
    fd: number,
    buffer: Buffer,
    offset: number,
    length: number,
    position: number | null,
    cb: WriteCallback,
  ) => later(() => fs.write(fd, buffer, offset, Math.min(length, PIECE), position, cb)),
};

// biome-ignore lint/suspicious/noExplicitAny: the overloads of createWriteStream, passed through.
(fs as any).createWriteStream = (path: fs.PathLike, options?: any) =>
  String(path).endsWith('.partial')
    ? original(path, { ...(typeof options === 'object' ? options : {}), fs: slowFs, highWaterMark: 65_536 })
    : original(path, options);
// The backup module imports createWriteStream by name: make the ESM binding follow the patched function.
syncBuiltinESMExports();
