import { LOOKUP_ACCESS } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { routeTable } from '../../lib/route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/**
 * The web app shows a list filter only to viewers holding the codes of its lookup (shared LOOKUP_ACCESS):
 * those must be the codes the server asks, or a filter shown would answer 403 (issue 12).
 */
describe('lookups of the list filters', () => {
  it.each([
    ['/admin/channel/userOptions', LOOKUP_ACCESS.userOptions],
    ['/admin/channel/getAllChannel', LOOKUP_ACCESS.allChannels],
  ])('%s asks exactly the shared codes', (url, codes) => {
    const route = routeTable(t.app).find((r) => r.method === 'GET' && r.url === url);
    expect(route?.access).toEqual([...codes]);
  });
});
