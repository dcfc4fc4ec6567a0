import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicHandle } from './handle.ts';
import { deepestRouteHandle, useRouteHandle } from './useRouteHandle.ts';

const layout = publicHandle('layout');
const page = { ...publicHandle('orders', 'menu.orders'), requiresAuth: true };

describe('deepestRouteHandle', () => {
  it('takes the deepest match that carries a route handle', () => {
    expect(deepestRouteHandle([{ handle: layout }, { handle: page }])?.name).toBe('orders');
  });

  it('skips matches without a handle or with something else in it', () => {
    expect(deepestRouteHandle([{ handle: layout }, { handle: { title: 'x' } }, { handle: undefined }])).toBe(
      layout,
    );
  });

  it('is undefined when no match has a handle', () => {
    expect(deepestRouteHandle([])).toBeUndefined();
    expect(deepestRouteHandle([{ handle: null }])).toBeUndefined();
  });
});

/** Prints the handle the hook sees, so the rendered HTML says which route it picked. */
function ShowHandle() {
  const handle = useRouteHandle();
  return createElement('span', null, `${handle?.name ?? 'none'}:${handle?.titleKey ?? ''}`);
}

const render = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        handle: layout,
        element: createElement(Outlet),
        children: [
          { path: 'orders', handle: page, element: createElement(ShowHandle) },
          { path: 'bare', element: createElement(ShowHandle) },
        ],
      },
      { path: '/alone', element: createElement(ShowHandle) },
    ],
    { initialEntries: [path] },
  );
  return renderToString(createElement(RouterProvider, { router }));
};

describe('useRouteHandle', () => {
  it("gives the matched page's handle, not its layout's", () => {
    expect(render('/orders')).toContain('orders:menu.orders');
  });

  it("falls back to the nearest parent's handle when the page has none", () => {
    expect(render('/bare')).toContain('layout:');
  });

  it('is undefined on a route without any handle', () => {
    expect(render('/alone')).toContain('none:');
  });
});
