import type { TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';

type Columns<T> = TableColumnsType<T>;
type Column<T> = Columns<T>[number];

export interface CardField {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

/** One row as a card: the key column as title, the other chosen columns as fields, the row's actions. */
export interface CardModel {
  title: CardField | undefined;
  fields: CardField[];
  actions: CardField | undefined;
}

/** A column's key as antd derives it: `key`, else the dataIndex joined, else its position. */
export function columnKeyOf<T>(column: Column<T>, index: number): string {
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  if (Array.isArray(dataIndex)) return dataIndex.join('.');
  if (dataIndex !== undefined && dataIndex !== null) return String(dataIndex);
  return `column-${index}`;
}

/** Leaf columns in order (grouped headers contribute their children), hidden ones left out. */
export function leafColumns<T>(columns: Columns<T>): Column<T>[] {
  return columns.flatMap((column) => {
    if (column.hidden) return [];
    return 'children' in column && column.children?.length ? leafColumns(column.children) : [column];
  });
}

function valueAt(row: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
    row,
  );
}

/** What the table's cell would show: the column's render, else the raw value ('-' when empty). */
export function cellContent<T>(column: Column<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, 'dataIndex' in column ? column.dataIndex : undefined);
  if (column.render) return column.render(value, row, index) as ReactNode;
  if (value === undefined || value === null || value === '') return '-';
  return typeof value === 'object' ? JSON.stringify(value) : (value as ReactNode);
}

const isActions = <T>(column: Column<T>, key: string) => key === 'operations' || column.fixed === 'right';
const isTitle = <T>(column: Column<T>) => column.fixed === 'left' || column.fixed === true;

/**
 * The card of one row, from the very column definitions of the table: the column fixed on the left (the
 * key column: order number, ticket number...) or else the first one is the title; the column fixed on the
 * right (or keyed `operations`) gives the actions; `keys`, when given, chooses and orders the other fields.
 */
export function cardModelOf<T>(
  columns: Columns<T>,
  row: T,
  index: number,
  keys?: readonly string[],
): CardModel {
  const leaves = leafColumns(columns).map((column, i) => ({ column, key: columnKeyOf(column, i) }));
  const titleEntry =
    leaves.find(({ column, key }) => isTitle(column) && !isActions(column, key)) ?? leaves[0];
  const actionsEntry = leaves.find(
    ({ column, key }) => isActions(column, key) && column !== titleEntry?.column,
  );
  const toField = ({ column, key }: { column: Column<T>; key: string }): CardField => ({
    key,
    label: column.title as ReactNode,
    content: cellContent(column, row, index),
  });
  const rest = leaves.filter((entry) => entry !== titleEntry && entry !== actionsEntry);
  const chosen = keys ? keys.flatMap((key) => rest.filter((entry) => entry.key === key)) : rest;
  return {
    title: titleEntry ? toField(titleEntry) : undefined,
    fields: chosen.map(toField),
    actions: actionsEntry ? toField(actionsEntry) : undefined,
  };
}

/** The row's key as the table computes it (rowKey a field name or a function). */
export function rowKeyOf<T>(row: T, rowKey: string | ((row: T) => Key) | undefined, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row);
  const value = rowKey ? (row as Record<string, unknown>)[rowKey] : (row as Record<string, unknown>).key;
  return typeof value === 'string' || typeof value === 'number' ? value : index;
}

/** The next selection after ticking or unticking one card (keys kept in the table's order). */
export function toggleSelection(selected: readonly Key[], key: Key, checked: boolean): Key[] {
  const without = selected.filter((k) => k !== key);
  return checked ? [...without, key] : without;
}
