import { describe, expect, it } from 'vitest';

type Dictionary = Record<string, unknown>;

const dictionaries = import.meta.glob<{ default: Dictionary }>('./en-US/*.json', { eager: true });
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const namespaces: Record<string, Dictionary> = Object.fromEntries(
  Object.entries(dictionaries).map(([path, module]) => [/\/([^/]+)\.json$/.exec(path)![1], module.default]),
);

/** Whether `key` ('a.b.c') is in the namespace, counting plural forms (key_one / key_other). */
function present(dictionary: Dictionary, key: string): boolean {
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    const here = node as Dictionary;
    if (typeof here !== 'object' || here === null) return false;
    if (part in here) node = here[part];
    else return `${part}_one` in here || `${part}_other` in here;
  }
  return true;
}

describe('translation keys the code names', () => {
  it("exist in the file's namespace (or the one named with ns:key), so no screen shows a raw key", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const namespace = /useTranslation\(\s*\[?\s*'([^']+)'/.exec(text)?.[1];
      if (!namespace) continue;
      // Literal keys only: t('a.b') or t('ns:a.b'); keys built at run time are checked by their own tests.
      for (const [, literal] of text.matchAll(/\bt\(\s*'([^'$`{}]+)'/g)) {
        const [ns, key] = literal!.includes(':') ? literal!.split(':', 2) : [namespace, literal!];
        const dictionary = namespaces[ns!];
        if (dictionary && !present(dictionary, key!)) missing.push(`${file}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
