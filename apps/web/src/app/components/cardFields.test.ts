import type { TableColumnsType } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  cardModelOf,
  cellContent,
  columnKeyOf,
  leafColumns,
  rowKeyOf,
  toggleSelection,
} from './cardFields.ts';

interface Row {
  id: string;
  orderNo: string;
  status: number;
  to: { city: string };
  rate: string;
  note: string | null;
}

const row: Row = { id: 'a1', orderNo: 'SL001', status: 2, to: { city: 'Austin' }, rate: '12.50', note: null };

const columns: TableColumnsType<Row> = [
  { title: 'Order no.', dataIndex: 'orderNo', fixed: 'left' },
  { title: 'Status', dataIndex: 'status', render: (v: number) => `status-${v}` },
  { title: 'City', dataIndex: ['to', 'city'] },
  { title: 'Rate', dataIndex: 'rate', render: (v: string) => `$${v}` },
  { title: 'Note', dataIndex: 'note' },
  { title: 'Hidden', dataIndex: 'id', hidden: true },
  { title: 'Operations', key: 'operations', fixed: 'right', render: (_, r) => `buttons-${r.orderNo}` },
];

describe('cardModelOf: one row as a card from the table columns', () => {
  it('titles the card with the left-fixed key column and puts the right-fixed column as actions', () => {
    const card = cardModelOf(columns, row, 0);
    expect(card.title).toEqual({ key: 'orderNo', label: 'Order no.', content: 'SL001' });
    expect(card.actions).toEqual({ key: 'operations', label: 'Operations', content: 'buttons-SL001' });
  });

  it('renders every other visible column through its own render, nested paths and empty values too', () => {
    const card = cardModelOf(columns, row, 0);
    expect(card.fields.map((f) => [f.key, f.content])).toEqual([
      ['status', 'status-2'],
      ['to.city', 'Austin'],
      ['rate', '$12.50'],
      ['note', '-'],
    ]);
  });

  it('shows only the chosen key columns, in the chosen order', () => {
    const card = cardModelOf(columns, row, 0, ['rate', 'status', 'unknown']);
    expect(card.fields.map((f) => f.key)).toEqual(['rate', 'status']);
    expect(card.title?.content).toBe('SL001');
  });

  it('without a fixed column the first one titles the card and there are no actions', () => {
    const plain: TableColumnsType<Row> = [
      { title: 'Rate', dataIndex: 'rate' },
      { title: 'Order', dataIndex: 'orderNo' },
    ];
    const card = cardModelOf(plain, row, 3);
    expect(card.title?.content).toBe('12.50');
    expect(card.fields.map((f) => f.content)).toEqual(['SL001']);
    expect(card.actions).toBeUndefined();
  });

  it('passes the row index to render like the table does', () => {
    const indexed: TableColumnsType<Row> = [{ title: '#', key: 'n', render: (_, _r, i) => i + 1 }];
    expect(cellContent(indexed[0] as never, row, 4)).toBe(5);
  });
});

describe('columns and keys', () => {
  it('flattens grouped headers and leaves hidden columns out', () => {
    const grouped: TableColumnsType<Row> = [
      {
        title: 'Group',
        children: [
          { title: 'A', dataIndex: 'orderNo' },
          { title: 'B', dataIndex: 'rate' },
        ],
      },
      { title: 'C', dataIndex: 'id', hidden: true },
    ];
    expect(leafColumns(grouped).map((c, i) => columnKeyOf(c, i))).toEqual(['orderNo', 'rate']);
  });

  it('keys a column by key, then dataIndex, then position', () => {
    expect(columnKeyOf({ key: 'k', dataIndex: 'x' }, 0)).toBe('k');
    expect(columnKeyOf({ dataIndex: ['a', 'b'] }, 0)).toBe('a.b');
    expect(columnKeyOf({ title: 'no data' }, 2)).toBe('column-2');
  });

  it('computes the row key from a field name or a function, like antd', () => {
    expect(rowKeyOf(row, 'id', 0)).toBe('a1');
    expect(rowKeyOf(row, (r) => `k-${r.orderNo}`, 0)).toBe('k-SL001');
    expect(rowKeyOf(row, undefined, 7)).toBe(7);
  });

  it('ticks and unticks one card without touching the others', () => {
    expect(toggleSelection(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleSelection(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleSelection(['a'], 'a', true)).toEqual(['a']);
  });
});
