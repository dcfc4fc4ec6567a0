/**
 * Label formats (issue 15). A channel has a default label format (`settings.labelFormat`, one of
 * CHANNEL_LABEL_FORMATS the carrier makes); an order may choose its own file type (`options.labelFormat`,
 * null = the channel's default), a PDF's paper being the order's `labelSize` (1 4x6, 2 letter, 3 A4).
 */
export const CHANNEL_LABEL_FORMATS = ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'] as const;
export type ChannelLabelFormat = (typeof CHANNEL_LABEL_FORMATS)[number];
export const ORDER_LABEL_FORMATS = ['pdf', 'png', 'zpl'] as const;
export type OrderLabelFormat = (typeof ORDER_LABEL_FORMATS)[number];
/** The channel setting that holds its default label format. */
export const CHANNEL_LABEL_FORMAT_SETTING = 'labelFormat';
export const DEFAULT_LABEL_FORMAT: ChannelLabelFormat = 'pdf_4x6';

const PDF_BY_SIZE = { 1: 'pdf_4x6', 2: 'pdf_letter', 3: 'pdf_a4' } as const;
const SIZE_BY_PDF = { pdf_4x6: 1, pdf_letter: 2, pdf_a4: 3 } as const;

export const isChannelLabelFormat = (value: unknown): value is ChannelLabelFormat =>
  typeof value === 'string' && (CHANNEL_LABEL_FORMATS as readonly string[]).includes(value);

/** The channel's default label format; an unset or unknown setting reads as a 4x6 PDF. */
export function channelLabelFormat(settings: Record<string, unknown> | null | undefined): ChannelLabelFormat {
  const value = settings?.[CHANNEL_LABEL_FORMAT_SETTING];
  return isChannelLabelFormat(value) ? value : DEFAULT_LABEL_FORMAT;
}

/**
 * The label format an order asks its carrier for: the order's own file type, else the channel's default
 * one. A PDF always prints on the order's paper (`labelSize`, a field of every order, 4x6 by default).
 */
export function orderLabelFormat(
  options: { labelFormat?: OrderLabelFormat | null; labelSize: 1 | 2 | 3 },
  channelSettings: Record<string, unknown> | null | undefined,
): ChannelLabelFormat {
  const type = options.labelFormat ?? fileTypeOf(channelLabelFormat(channelSettings)).type;
  return type === 'pdf' ? (PDF_BY_SIZE[options.labelSize] ?? DEFAULT_LABEL_FORMAT) : type;
}

/** The file type of a label format, and the paper (labelSize) of a PDF one. */
export function fileTypeOf(format: ChannelLabelFormat): { type: OrderLabelFormat; labelSize?: 1 | 2 | 3 } {
  if (format === 'png' || format === 'zpl') return { type: format };
  return { type: 'pdf', labelSize: SIZE_BY_PDF[format] };
}
