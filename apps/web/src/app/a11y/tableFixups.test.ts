import { describe, expect, it } from 'vitest';
import { changedTables } from './tableFixups.ts';

/** A stand-in element: which table it sits in (closest) and which tables it holds (querySelectorAll). */
function element(name: string, opts: { inside?: object; isTable?: boolean; holds?: object[] } = {}) {
  const self: Record<string, unknown> = { name };
  self.closest = () => (opts.isTable ? self : (opts.inside ?? null));
  self.matches = () => opts.isTable === true;
  self.querySelectorAll = () => opts.holds ?? [];
  return self;
}
const text = (parent: object) => ({ parentElement: parent });
const record = (target: object, added: object[] = []) =>
  ({ target, addedNodes: added }) as unknown as MutationRecord;

describe('changedTables', () => {
  const orders = element('orders', { isTable: true });
  const fees = element('fees', { isTable: true });

  it('takes the table around a node that changed inside it (rows loaded, measure row drawn)', () => {
    const row = element('row', { inside: orders });
    expect([...changedTables([record(row, [element('cell', { inside: orders })])])]).toEqual([orders]);
  });

  it('takes the table around a changed text node', () => {
    const cell = element('cell', { inside: fees });
    expect([...changedTables([record(text(cell))])]).toEqual([fees]);
  });

  it('takes the tables a page or dialog brings along, and an added table itself', () => {
    const page = element('page', { holds: [orders, fees] });
    const body = element('body');
    const found = changedTables([record(body, [page]), record(body, [orders])]);
    expect([...found]).toEqual([orders, fees]);
  });

  it('touches no table for changes outside tables (menu, tooltip, spinner, text)', () => {
    const body = element('body');
    const tooltip = element('tooltip');
    expect(changedTables([record(body, [tooltip]), record(tooltip, [{ nodeType: 3 }])]).size).toBe(0);
  });

  it('counts a table once however many of its nodes changed', () => {
    const a = element('a', { inside: orders });
    const b = element('b', { inside: orders });
    expect(changedTables([record(a), record(b), record(orders)]).size).toBe(1);
  });
});
