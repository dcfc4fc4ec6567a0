import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { MESSAGES } from '../../lib/i18n/index.ts';

/** Message keys of the orders and templates features as string literals (`'orders.too_long'`). */
const KEY = /['"`]((?:orders|templates)\.[a-z_]+(?:\.[a-z_0-9]+)*)['"`]/g;
const DIRS = [
  'packages/shared/src/orders',
  'apps/server/src/modules/orders',
  'apps/server/src/modules/templates',
];

function keysUsed(): string[] {
  const keys = new Set<string>();
  for (const dir of DIRS)
    for (const name of readdirSync(join(REPO_ROOT, dir)))
      if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        for (const m of readFileSync(join(REPO_ROOT, dir, name), 'utf8').matchAll(KEY)) keys.add(m[1]!);
  return [...keys];
}

describe('orders and templates messages', () => {
  it('every key the shared schemas and the server use has a message in both languages', () => {
    const used = keysUsed();
    expect(used).toEqual(expect.arrayContaining(['orders.at_least_one_package', 'templates.name_required']));
    const missing = used.filter((key) => !MESSAGES['en-US'][key] || !MESSAGES['zh-CN'][key]);
    expect(missing).toEqual([]);
    expect(MESSAGES['en-US']['orders.at_least_one_package']).toBe('at least 1 package');
    expect(MESSAGES['zh-CN']['orders.at_least_one_package']).toBe('至少1个包裹');
  });
});
