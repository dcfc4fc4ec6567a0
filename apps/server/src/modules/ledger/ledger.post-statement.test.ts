import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { type PostingStatementInput, postingStatement } from './ledger.post-statement.ts';

// The posting's text is built once per combination of `also` and `guard`; only those fragments are compiled
// per call. The text must bind exactly what drizzle's own build of the same statement binds.
const input = (reference: string): PostingStatementInput => ({
  userId: '11111111-1111-4111-8111-111111111111',
  type: 'fee',
  idempotencyKey: `k-${reference}`,
  requestHash: 'h',
  reference,
  reason: '',
  createdBy: null,
  accounts: [
    { ownerKey: 'u', ownerId: 'u', currency: 'USD', kind: 'available', shard: 0 },
    { ownerKey: 'platform', ownerId: null, currency: 'USD', kind: 'fees_revenue', shard: 3 },
  ],
  legs: [
    { account: 0, amount: -5n },
    { account: 1, amount: 5n },
  ] as PostingStatementInput['legs'],
});

/** `text` with each $n replaced by its value, to compare two bindings of one statement. */
const inline = (text: string, values: unknown[]) =>
  text.replace(
    /\$(\d+)/g,
    (_, n: string) =>
      `<${JSON.stringify(values[Number(n) - 1], (_k, v) => (typeof v === 'bigint' ? `${v}` : v))}>`,
  );

describe('posting statement text', () => {
  it('binds what drizzle binds, with and without also and guard, and keeps one text per kind', () => {
    const dialect = new PgDialect();
    for (const [also, guard] of [
      [undefined, undefined],
      [sql`insert into x (a, b) select ${'A$1'}, t.id from t returning id`, undefined],
      [undefined, sql`exists (select 1 where ${42}::int = ${7}::int)`],
      [sql`update r set s = ${'captured'} from t where r.id = ${'R'}::uuid returning r.id`, sql`${true}`],
    ] as const) {
      const fast = postingStatement({ ...input('one'), also, guard });
      const built = dialect.sqlToQuery(fast.query());
      expect(inline(fast.text!, fast.values!)).toBe(inline(built.sql, built.params));
      expect(Math.max(...[...fast.text!.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))).toBe(
        fast.values!.length,
      );
      // Another posting of the same kind: the same text (one prepared statement), other values.
      const other = postingStatement({ ...input('two'), also, guard });
      expect(other.text).toBe(fast.text);
      expect(other.values).not.toEqual(fast.values);
    }
  });
});
