import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerApiReference } from './openapi.ts';

/** The reference page's inline configuration, evaluated as the browser would. */
async function pageConfig(): Promise<Record<string, unknown>> {
  const app = Fastify();
  await registerApiReference(app);
  const html = (await app.inject({ method: 'GET', url: '/api-docs/' })).body;
  await app.close();
  const source = /Scalar\.createApiReference\('#app', ([\s\S]*)\)\s*<\/script>/.exec(html)?.[1];
  expect(source).toBeDefined();
  return new Function(`return (${source});`)();
}

/**
 * Sets browser globals for a call and puts back what was there (the server's test files share one
 * worker: a key that was absent is deleted again, not left as undefined).
 */
function withGlobals<T>(values: Record<string, unknown>, run: () => T): T {
  const globals = globalThis as Record<string, unknown>;
  const saved = Object.keys(values).map((key) => [key, key in globals, globals[key]] as const);
  Object.assign(globals, values);
  try {
    return run();
  } finally {
    for (const [key, had, value] of saved) {
      if (had) globals[key] = value;
      else delete globals[key];
    }
  }
}

/** Runs the page's fetch with a stored app language; returns the headers of the request it made. */
function fetchWith(config: Record<string, unknown>, stored: string | null, url: string) {
  const sent: Headers[] = [];
  withGlobals(
    {
      localStorage: { getItem: (key: string) => (key === 'locale' ? stored : null) },
      location: { href: 'http://shop.example/api-docs/' },
      fetch: (_input: unknown, init?: RequestInit) => {
        sent.push(new Headers(init?.headers));
        return Promise.resolve(new Response('{}'));
      },
    },
    () =>
      (config.customFetch as (input: string, init?: RequestInit) => unknown)(url, {
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      }),
  );
  return sent[0]!;
}

describe('/api-docs reference page', () => {
  it("asks for the document in the app's chosen language, not the browser's", async () => {
    const config = await pageConfig();
    expect(config.url).toBe('/openapi.json');
    expect(fetchWith(config, 'zh-CN', '/openapi.json').get('accept-language')).toBe('zh-CN');
    expect(fetchWith(config, 'zh-CN', 'http://shop.example/openapi.json').get('accept-language')).toBe(
      'zh-CN',
    );
  });

  it("keeps the browser's language when the app has none stored, and leaves API calls alone", async () => {
    const config = await pageConfig();
    expect(fetchWith(config, null, '/openapi.json').get('accept-language')).toBe('en-US,en;q=0.9');
    expect(fetchWith(config, 'zh-CN', '/admin/login').get('accept-language')).toBe('en-US,en;q=0.9');
  });

  it('reloads when the app switches language in another tab', async () => {
    const config = await pageConfig();
    const listeners: [string, (event: { key: string }) => void][] = [];
    let reloads = 0;
    const window = { addEventListener: (type: string, fn: never) => listeners.push([type, fn]) };
    withGlobals({ window, location: { reload: () => reloads++ } }, () => {
      (config.onLoaded as () => void)();
      (config.onLoaded as () => void)(); // loaded again: still one listener
      expect(listeners.map(([type]) => type)).toEqual(['storage']);
      listeners[0]![1]({ key: 'sidebar' });
      expect(reloads).toBe(0);
      listeners[0]![1]({ key: 'locale' });
      expect(reloads).toBe(1);
    });
  });
});
