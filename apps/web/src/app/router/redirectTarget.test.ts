import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirectTarget.ts';

describe('/redirect/<path>', () => {
  it('goes to the written-out or encoded path with its query, never to another site', () => {
    expect(redirectTarget('orderManager/newOrder', '?fromAddress=1')).toBe(
      '/orderManager/newOrder?fromAddress=1',
    );
    expect(redirectTarget('/orderManager/newOrder?x=1', '')).toBe('/orderManager/newOrder?x=1');
    expect(redirectTarget('//evil.example/x', '')).toBe('/evil.example/x');
    expect(redirectTarget('\\\\evil.example', '')).toBe('/evil.example');
    expect(redirectTarget('', '')).toBe('/');
  });
});
