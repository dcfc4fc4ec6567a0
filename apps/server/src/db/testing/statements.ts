import pg from 'pg';
import type { DbHandle } from '../client.ts';

/**
 * Counts the statements sent to the database and the transactions opened while `work` runs: on
 * PostgreSQL every statement reaches a pg.Client (a transaction is its BEGIN); on PGlite its own methods
 * (query and exec; transaction). For tests that prove a hot path's round trips.
 */
export async function countStatements<T>(handle: DbHandle, work: () => Promise<T>) {
  const seen = { statements: 0, transactions: 0, texts: [] as string[] };
  type Methods = Record<string, (...args: unknown[]) => unknown>;
  const target = (handle.kind === 'pg' ? pg.Client.prototype : handle.client) as unknown as Methods;
  const patched = handle.kind === 'pg' ? ['query'] : ['query', 'exec', 'transaction'];
  const originals = patched.map((name) => target[name]!);
  patched.forEach((name, i) => {
    target[name] = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (name === 'transaction' || /^\s*begin/i.test(text ?? '')) seen.transactions++;
      else {
        seen.statements++;
        seen.texts.push(text ?? '');
      }
      return originals[i]!.apply(this, args);
    };
  });
  try {
    return { result: await work(), ...seen };
  } finally {
    patched.forEach((name, i) => {
      if (handle.kind === 'pg') target[name] = originals[i]!;
      else delete target[name];
    });
  }
}
