import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { MESSAGES, t } from './index.ts';

const en = MESSAGES['en-US'];
const zh = MESSAGES['zh-CN'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** String literals that look like message keys: `'rbac.role_not_found'`, `'auth.password_length'`. */
const KEY =
  /['"`]((?:auth|rbac|users|user|request|validation|server|health|common|pagination)\.[a-z_]+)['"`]/g;
function keysUsedIn(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(dir))
    for (const m of readFileSync(file, 'utf8').matchAll(KEY)) keys.add(m[1]!);
  return keys;
}

/** Literals shaped like keys that are not messages: the embedded server's pid file (maintenance-db). */
const NOT_KEYS = new Set(['server.pid']);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('en-US and zh-CN have exactly the same keys, none empty, with the same placeholders', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(en[key]!.trim(), key).not.toBe('');
      expect(zh[key]!.trim(), key).not.toBe('');
      expect(placeholders(zh[key]!), key).toEqual(placeholders(en[key]!));
    }
  });

  it('has a message for every errorCode used by the server and every message key of the shared schemas', () => {
    const used = new Set([
      ...keysUsedIn(join(REPO_ROOT, 'apps/server/src')),
      ...keysUsedIn(join(REPO_ROOT, 'packages/shared/src')),
    ]);
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((key) => !NOT_KEYS.has(key) && (!(key in en) || !(key in zh)));
    expect(missing).toEqual([]);
  });

  it('fills placeholders and falls back to the key itself', () => {
    expect(t('en-US', 'rbac.role_in_use', { count: 3 })).toContain('3 user(s)');
    expect(t('zh-CN', 'rbac.unknown_resource', { codes: ['a', 'b'] })).toBe('未知的资源编码：a, b');
    expect(t('zh-CN', 'no.such_key')).toBe('no.such_key');
  });
});
