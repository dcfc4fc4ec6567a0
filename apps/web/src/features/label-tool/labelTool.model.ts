import {
  type CropPreset,
  type CropRect,
  LABEL_TOOL_MAX_FILES,
  LABEL_TOOL_MAX_PAGES,
  type LabelOperations,
  type LabelSource,
  type Rotation,
  type StampPosition,
} from '@shiplabel/shared';

/** A file the user added, with what the server told of its pages. */
export interface LabelFile {
  id: string;
  file: File;
  source: LabelSource;
}

/** The settings of one page of the result, as the controls edit them. */
export interface PageSettings {
  include: boolean;
  crop: CropPreset;
  rect: CropRect;
  rotate: Rotation;
  scaleMode: 'fit' | 'percent';
  percent: number;
  stampText: string;
  stampPosition: StampPosition;
  stampSize: number;
}

export interface PageRow extends PageSettings {
  /** `<file id>:<page>`. */
  key: string;
  fileId: string;
  page: number;
  fileName: string;
  width: number;
  height: number;
}

export const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** Why a file cannot be added (checked again by the server, which reads the content), or null. */
export function fileProblem(file: { name: string; type: string; size: number }, limitKb: number) {
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!ACCEPTED_TYPES.includes(file.type) && !byName) return 'wrongType' as const;
  if (file.size > limitKb * 1024) return 'tooLarge' as const;
  return null;
}

/** How many more files fit in one request. */
export const roomFor = (files: readonly LabelFile[]) => LABEL_TOOL_MAX_FILES - files.length;

const PAPER: { name: string; width: number; height: number }[] = [
  { name: 'Letter', width: 612, height: 792 },
  { name: 'A4', width: 595.28, height: 841.89 },
  { name: '4x6', width: 288, height: 432 },
];

/** "Letter", "A4" or "4x6" when the page is one of them (either way round), else null. */
export function paperName(width: number, height: number): string | null {
  const near = (a: number, b: number) => Math.abs(a - b) <= 2;
  const found = PAPER.find(
    (p) =>
      (near(p.width, width) && near(p.height, height)) || (near(p.width, height) && near(p.height, width)),
  );
  return found?.name ?? null;
}

/** A new page: nothing changed but the fit to 4x6; the custom rectangle starts as the top-left 4x6. */
export function defaultSettings(width: number, height: number): PageSettings {
  return {
    include: true,
    crop: 'none',
    rect: { x: 0, y: 0, width: Math.min(width, 288), height: Math.min(height, 432) },
    rotate: 0,
    scaleMode: 'fit',
    percent: 100,
    stampText: '',
    stampPosition: 'bottomCenter',
    stampSize: 12,
  };
}

/** A row per page of each file, in file order. */
export function rowsOf(files: readonly LabelFile[]): PageRow[] {
  return files.flatMap((f) =>
    f.source.pages.map((p, page) => ({
      key: `${f.id}:${page}`,
      fileId: f.id,
      page,
      fileName: f.file.name,
      width: p.width,
      height: p.height,
      ...defaultSettings(p.width, p.height),
    })),
  );
}

/** The rows after files were added or removed: kept rows keep their settings and order, new ones follow. */
export function mergeRows(previous: readonly PageRow[], files: readonly LabelFile[]): PageRow[] {
  const fresh = rowsOf(files);
  const known = new Set(fresh.map((r) => r.key));
  const kept = previous.filter((r) => known.has(r.key));
  const keptKeys = new Set(kept.map((r) => r.key));
  return [...kept, ...fresh.filter((r) => !keptKeys.has(r.key))];
}

/** Every row takes `from`'s crop, turn, scale and stamp (its own rectangle is clipped to its page). */
export function applyToAll(rows: readonly PageRow[], from: PageRow): PageRow[] {
  const { include: _include, ...settings } = from;
  return rows.map((r) => ({
    ...r,
    crop: settings.crop,
    rect: settings.rect,
    rotate: settings.rotate,
    scaleMode: settings.scaleMode,
    percent: settings.percent,
    stampText: settings.stampText,
    stampPosition: settings.stampPosition,
    stampSize: settings.stampSize,
  }));
}

/** `rows` with the row at `index` moved by `by` places (clamped). */
export function moveRow(rows: readonly PageRow[], index: number, by: number): PageRow[] {
  const to = Math.max(0, Math.min(rows.length - 1, index + by));
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(to, 0, row);
  return next;
}

/** The included rows as the server's operations, files named by their position in `files`. */
export function toOperations(rows: readonly PageRow[], files: readonly LabelFile[]): LabelOperations {
  const indexOf = new Map(files.map((f, i) => [f.id, i]));
  const pages = rows
    .filter((r) => r.include && indexOf.has(r.fileId))
    .slice(0, LABEL_TOOL_MAX_PAGES)
    .map((r) => ({
      file: indexOf.get(r.fileId)!,
      page: r.page,
      crop: r.crop,
      ...(r.crop === 'custom' ? { rect: r.rect } : {}),
      rotate: r.rotate,
      scale: r.scaleMode === 'fit' ? ('fit' as const) : r.percent,
      ...(r.stampText.trim()
        ? { stamp: { text: r.stampText.trim(), position: r.stampPosition, size: r.stampSize } }
        : {}),
    }));
  return { pages };
}
