import { type LabelSource, labelOperationsSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { fixedT } from '../../app/i18n/fixedT.testing.ts';
import {
  applyToAll,
  fileProblem,
  type LabelFile,
  mergeRows,
  moveRow,
  paperName,
  roomFor,
  toOperations,
} from './labelTool.model.ts';

const source = (name: string, pages: [number, number][]): LabelSource => ({
  name,
  kind: 'pdf',
  pages: pages.map(([width, height]) => ({ width, height, rotation: 0 })),
});
const labelFile = (id: string, name: string, pages: [number, number][]): LabelFile => ({
  id,
  file: new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' }),
  source: source(name, pages),
});
const ups = labelFile('a', 'ups.pdf', [
  [612, 792],
  [612, 792],
]);
const dhl = labelFile('b', 'dhl.png', [[812, 1218]]);

describe('label tool page model', () => {
  it('makes one row per page and the operations the server schema accepts', () => {
    const rows = mergeRows([], [ups, dhl]);
    expect(rows.map((r) => r.key)).toEqual(['a:0', 'a:1', 'b:0']);
    const edited = rows.map((r, i) =>
      i === 0
        ? { ...r, crop: 'topLeftQuarter' as const, rotate: 90 as const, stampText: ' Box {n} of {N} ' }
        : r,
    );
    const operations = toOperations(edited, [ups, dhl]);
    expect(labelOperationsSchema.safeParse(operations).success).toBe(true);
    expect(operations.pages[0]).toEqual({
      file: 0,
      page: 0,
      crop: 'topLeftQuarter',
      rotate: 90,
      scale: 'fit',
      stamp: { text: 'Box {n} of {N}', position: 'bottomCenter', size: 12 },
    });
    expect(operations.pages[2]).toMatchObject({ file: 1, page: 0, crop: 'none' });
    expect(operations.pages[2]).not.toHaveProperty('stamp');
  });

  it('sends the custom rectangle and the percentage only when chosen; leaves out excluded pages', () => {
    const [first, second] = mergeRows([], [ups]);
    const custom = { ...first!, crop: 'custom' as const, scaleMode: 'percent' as const, percent: 80 };
    const operations = toOperations([custom, { ...second!, include: false }], [ups]);
    expect(operations.pages).toEqual([
      {
        file: 0,
        page: 0,
        crop: 'custom',
        rect: { x: 0, y: 0, width: 288, height: 432 },
        rotate: 0,
        scale: 80,
      },
    ]);
    expect(
      toOperations([{ ...first!, rect: { x: 5, y: 5, width: 9, height: 9 } }], [ups]).pages[0],
    ).not.toHaveProperty('rect');
  });

  it('keeps settings and order when files come and go; file indexes follow the remaining files', () => {
    const rows = moveRow(mergeRows([], [ups, dhl]), 2, -2);
    expect(rows.map((r) => r.key)).toEqual(['b:0', 'a:0', 'a:1']);
    const stamped = rows.map((r) => (r.key === 'b:0' ? { ...r, stampText: 'SKU-9' } : r));
    const withoutUps = mergeRows(stamped, [dhl]);
    expect(withoutUps.map((r) => [r.key, r.stampText])).toEqual([['b:0', 'SKU-9']]);
    expect(toOperations(withoutUps, [dhl]).pages[0]).toMatchObject({ file: 0, stamp: { text: 'SKU-9' } });
    const again = mergeRows(withoutUps, [dhl, ups]);
    expect(again.map((r) => r.key)).toEqual(['b:0', 'a:0', 'a:1']);
    expect(moveRow(again, 0, 10).map((r) => r.key)).toEqual(['a:0', 'a:1', 'b:0']);
  });

  it('applies one page’s crop, turn, scale and text to every page but keeps each page’s inclusion', () => {
    const [first, second] = mergeRows([], [ups]);
    const model = { ...first!, crop: 'topHalf' as const, rotate: 270 as const, stampText: 'Box {n} of {N}' };
    const all = applyToAll([model, { ...second!, include: false }], model);
    expect(all.map((r) => [r.crop, r.rotate, r.stampText, r.include])).toEqual([
      ['topHalf', 270, 'Box {n} of {N}', true],
      ['topHalf', 270, 'Box {n} of {N}', false],
    ]);
  });

  it('refuses other file types and files over the limit before sending, with texts in both languages', () => {
    expect(fileProblem({ name: 'label.pdf', type: 'application/pdf', size: 1000 }, 500)).toBeNull();
    expect(fileProblem({ name: 'scan.JPG', type: '', size: 1000 }, 500)).toBeNull();
    expect(fileProblem({ name: 'label.gif', type: 'image/gif', size: 10 }, 500)).toBe('wrongType');
    expect(fileProblem({ name: 'big.png', type: 'image/png', size: 500 * 1024 + 1 }, 500)).toBe('tooLarge');
    expect(roomFor([ups, dhl])).toBe(8);
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const t = fixedT(locale, 'labelTool');
      for (const key of [
        'upload.wrongType',
        'upload.tooLarge',
        'crop.topLeftQuarter',
        'stamp.bottomCenter',
      ]) {
        expect(t(key, { name: 'x.gif', limit: 500 })).not.toBe(key);
      }
    }
    expect(fixedT('zh-CN', 'labelTool')('upload.tooLarge', { name: 'big.png', limit: 500 })).toBe(
      'big.png：文件大小不能超过 500KB',
    );
  });

  it('names the usual paper sizes either way round', () => {
    expect(paperName(612, 792)).toBe('Letter');
    expect(paperName(842, 595)).toBe('A4');
    expect(paperName(288, 432)).toBe('4x6');
    expect(paperName(1275, 1650)).toBeNull();
  });
});
