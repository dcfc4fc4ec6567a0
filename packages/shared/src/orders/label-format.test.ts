import { describe, expect, it } from 'vitest';
import { channelLabelFormat, fileTypeOf, orderLabelFormat } from './label-format.ts';

describe('label formats', () => {
  it("the channel's default: its setting when known, else a 4x6 PDF", () => {
    expect(channelLabelFormat({ labelFormat: 'zpl' })).toBe('zpl');
    expect(channelLabelFormat({ labelFormat: 'gif' })).toBe('pdf_4x6');
    expect(channelLabelFormat(undefined)).toBe('pdf_4x6');
  });

  it("an order's own file type wins; a PDF prints on the order's label size", () => {
    expect(orderLabelFormat({ labelFormat: 'png', labelSize: 1 }, { labelFormat: 'zpl' })).toBe('png');
    expect(orderLabelFormat({ labelFormat: 'pdf', labelSize: 3 }, { labelFormat: 'zpl' })).toBe('pdf_a4');
    expect(orderLabelFormat({ labelFormat: null, labelSize: 1 }, { labelFormat: 'zpl' })).toBe('zpl');
    expect(orderLabelFormat({ labelFormat: null, labelSize: 2 }, { labelFormat: 'pdf_4x6' })).toBe(
      'pdf_letter',
    );
    expect(orderLabelFormat({ labelSize: 1 }, {})).toBe('pdf_4x6');
  });

  it('file type and paper of a format', () => {
    expect(fileTypeOf('pdf_letter')).toEqual({ type: 'pdf', labelSize: 2 });
    expect(fileTypeOf('zpl')).toEqual({ type: 'zpl' });
  });
});
