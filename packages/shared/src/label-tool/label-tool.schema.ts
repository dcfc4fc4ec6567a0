import { z } from 'zod';

/**
 * The label tool (spec /settings/pdfptu, issue 16): carrier labels (PDF, PNG or JPEG) are cropped,
 * rotated, scaled and stamped page by page, then merged into one 4x6 inch PDF. Lengths are PDF points
 * (1/72 inch); an image counts one point per pixel.
 */
export const LABEL_4X6 = { width: 288, height: 432 } as const;
/** Files per request: a few carriers' labels at a time; each file is also within the upload limit. */
export const LABEL_TOOL_MAX_FILES = 10;
/** Pages of one merged PDF. */
export const LABEL_TOOL_MAX_PAGES = 50;
export const LABEL_TOOL_STAMP_MAX = 80;
/** The largest page a source may have: A0-size is far beyond any label (a guard against absurd boxes). */
export const LABEL_TOOL_MAX_LENGTH = 14_400;

export const CROP_PRESETS = ['none', 'topLeftQuarter', 'topHalf', 'custom'] as const;
export type CropPreset = (typeof CROP_PRESETS)[number];
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const STAMP_POSITIONS = [
  'topLeft',
  'topCenter',
  'topRight',
  'bottomLeft',
  'bottomCenter',
  'bottomRight',
] as const;
export type StampPosition = (typeof STAMP_POSITIONS)[number];

const length = z.number().min(0).max(LABEL_TOOL_MAX_LENGTH);

/** A rectangle measured from the page's top-left corner (as the user sees it), in points. */
export const cropRectSchema = z.object({
  x: length,
  y: length,
  width: length.min(1),
  height: length.min(1),
});
export type CropRect = z.infer<typeof cropRectSchema>;

/** One page of the result: which source page, and what is done to it. */
export const labelPageOperationSchema = z.object({
  /** Index of the file in the upload, in the order sent. */
  file: z
    .int()
    .min(0)
    .max(LABEL_TOOL_MAX_FILES - 1),
  /** 0-based page of that file (an image has page 0 only). */
  page: z.int().min(0).max(9_999),
  crop: z.enum(CROP_PRESETS).default('none'),
  /** Only for crop "custom". */
  rect: cropRectSchema.optional(),
  /** Clockwise degrees, added to the page's own rotation. */
  rotate: z.union(ROTATIONS.map((r) => z.literal(r))).default(0),
  /** "fit" scales to fill 4x6 (keeping proportions); a number is a percentage of the cropped size. */
  scale: z.union([z.literal('fit'), z.number().min(10).max(400)]).default('fit'),
  /**
   * One line printed on the page; `{n}` and `{N}` become the page's position and the page count
   * ("Box {n} of {N}" -> "Box 2 of 3").
   */
  stamp: z
    .object({
      text: z.string().trim().min(1).max(LABEL_TOOL_STAMP_MAX),
      position: z.enum(STAMP_POSITIONS).default('bottomCenter'),
      size: z.number().min(6).max(36).default(12),
    })
    .optional(),
});
export type LabelPageOperation = z.infer<typeof labelPageOperationSchema>;
export type LabelPageOperationInput = z.input<typeof labelPageOperationSchema>;

export const labelOperationsSchema = z.object({
  pages: z.array(labelPageOperationSchema).min(1).max(LABEL_TOOL_MAX_PAGES),
});
export type LabelOperations = z.infer<typeof labelOperationsSchema>;

/** What the tool learns of an uploaded file: its pages' sizes as displayed, in points. */
export const labelSourceSchema = z.object({
  name: z.string(),
  kind: z.enum(['pdf', 'png', 'jpeg']),
  pages: z.array(
    z.object({
      width: z.number(),
      height: z.number(),
      /** The page's own clockwise rotation (a PDF's /Rotate), already applied to width and height. */
      rotation: z.number(),
    }),
  ),
});
export type LabelSource = z.infer<typeof labelSourceSchema>;

/** The crop rectangle a preset means on a page of `width` x `height` points. */
export function presetRect(
  preset: CropPreset,
  page: { width: number; height: number },
  custom?: CropRect,
): CropRect {
  if (preset === 'topLeftQuarter') return { x: 0, y: 0, width: page.width / 2, height: page.height / 2 };
  if (preset === 'topHalf') return { x: 0, y: 0, width: page.width, height: page.height / 2 };
  if (preset === 'custom' && custom) return custom;
  return { x: 0, y: 0, width: page.width, height: page.height };
}

/** The stamp's text for page `n` of `count`. */
export const stampText = (template: string, n: number, count: number) =>
  template.replaceAll('{n}', String(n)).replaceAll('{N}', String(count));
