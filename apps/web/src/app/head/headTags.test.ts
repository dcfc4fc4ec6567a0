import { describe, expect, it } from 'vitest';
import enHead from '../../locales/en-US/head.json';
import zhHead from '../../locales/zh-CN/head.json';
import { applyHead } from './applyHead.ts';
import { buildHead, headElements, PAGES_WITH_OWN_HEAD } from './headTags.ts';

/** A minimal translator over the real head dictionaries, with {{var}} interpolation. */
function translator(dictionary: unknown) {
  return (key: string, vars: Record<string, string> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);
    if (typeof value !== 'string') return key;
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
  };
}

const base = { origin: 'https://ship.example', fullPath: '/dashboard/workplace?tab=1' };

describe('buildHead', () => {
  it('uses the page-specific title and description where they exist, in both languages', () => {
    for (const name of PAGES_WITH_OWN_HEAD) {
      const en = buildHead({ ...base, routeName: name, t: translator(enHead) });
      const zh = buildHead({ ...base, routeName: name, t: translator(zhHead) });
      expect(en.title).not.toMatch(/^pages\./);
      expect(zh.description).not.toMatch(/^pages\./);
      expect(en.title).not.toBe(zh.title);
    }
    expect(buildHead({ ...base, routeName: 'login', t: translator(enHead) }).title).toMatch(/Sign in/);
  });

  it('uses the route title with the product name elsewhere', () => {
    expect(
      buildHead({ ...base, routeName: 'Workplace', routeTitle: 'Workplace', t: translator(enHead) }).title,
    ).toBe('Workplace - ShipLabel');
    expect(
      buildHead({ ...base, routeName: 'Workplace', routeTitle: '工作台', t: translator(zhHead) }).title,
    ).toBe('工作台 - ShipLabel 物流面单平台');
    const notFound = buildHead({
      ...base,
      routeName: 'notFound',
      routeTitle: 'Page not found',
      t: translator(enHead),
    });
    expect(notFound.title).toBe('Page not found - ShipLabel');
    const fallback = buildHead({ ...base, routeName: '', t: translator(enHead) });
    expect(fallback.title).toBe('ShipLabel');
    expect(fallback.description).toBe(enHead.defaultDescription);
  });

  it('links the canonical URL to the origin plus the full path', () => {
    const head = buildHead({ ...base, routeName: 'home', t: translator(enHead) });
    expect(head.canonical).toBe('https://ship.example/dashboard/workplace?tab=1');
  });

  it('lists every social-sharing tag', () => {
    const head = buildHead({ ...base, routeName: 'home', t: translator(enHead) });
    const ids = headElements(head).map((e) => e.id);
    expect(ids).toEqual([
      'description',
      'og:title',
      'og:description',
      'og:url',
      'og:type',
      'og:locale',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'canonical',
    ]);
    expect(headElements(head).find((e) => e.id === 'og:url')?.value).toBe(head.canonical);
  });
});

describe('hreflang and canonical on the indexed public pages', () => {
  it('are the server’s: one address per language, x-default without a parameter', () => {
    const zh = buildHead({
      routeName: 'login',
      origin: 'https://ship.example',
      fullPath: '/login?lang=zh-CN&redirect=%2Fx',
      language: 'zh-CN',
      t: translator(zhHead),
    });
    expect(zh.canonical).toBe('https://ship.example/login?lang=zh-CN');
    expect(zh.ogLocale).toBe('zh_CN');
    expect(zh.alternates).toEqual([
      { hreflang: 'en-US', href: 'https://ship.example/login' },
      { hreflang: 'zh-CN', href: 'https://ship.example/login?lang=zh-CN' },
      { hreflang: 'x-default', href: 'https://ship.example/login' },
    ]);
    const en = buildHead({
      ...base,
      fullPath: '/helpCenter',
      routeName: 'helpCenter',
      language: 'en-US',
      t: translator(enHead),
    });
    expect(en.canonical).toBe('https://ship.example/helpCenter');
    expect(buildHead({ ...base, routeName: 'Workplace', t: translator(enHead) }).alternates).toEqual([]);
  });

  it('replace the previous page’s alternates on a client-side navigation and drop them off the public pages', () => {
    const doc = fakeDocument();
    // As the server prerenders /home.
    doc.head.appendChild(link({ rel: 'alternate', hreflang: 'en-US', href: 'https://ship.example/home' }));
    doc.head.appendChild(link({ rel: 'canonical', href: 'https://ship.example/home' }));
    const t = translator(enHead);
    applyHead(
      doc as unknown as Document,
      buildHead({ ...base, fullPath: '/contactUs', routeName: 'contactUs', language: 'en-US', t }),
    );
    const alternates = () =>
      doc.head.children
        .filter((n) => n.attrs.rel === 'alternate')
        .map((n) => `${n.attrs.hreflang} ${n.attrs.href}`);
    expect(alternates()).toEqual([
      'en-US https://ship.example/contactUs',
      'zh-CN https://ship.example/contactUs?lang=zh-CN',
      'x-default https://ship.example/contactUs',
    ]);
    expect(doc.head.children.filter((n) => n.attrs.rel === 'canonical').map((n) => n.attrs.href)).toEqual([
      'https://ship.example/contactUs',
    ]);
    expect(doc.title).toBe(enHead.pages.contactUs.title);
    applyHead(
      doc as unknown as Document,
      buildHead({ ...base, routeName: 'Workplace', routeTitle: 'Workplace', t }),
    );
    expect(alternates()).toEqual([]);
  });
});

interface FakeNode {
  tag: string;
  attrs: Record<string, string>;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

function link(attrs: Record<string, string>): FakeNode {
  const node = fakeElement('link');
  Object.assign(node.attrs, attrs);
  return node;
}

let currentHead: { children: FakeNode[] } | undefined;

function fakeElement(tag: string): FakeNode {
  const node: FakeNode = {
    tag,
    attrs: {},
    setAttribute: (name, value) => {
      node.attrs[name] = value;
    },
    remove: () => {
      if (currentHead) currentHead.children = currentHead.children.filter((n) => n !== node);
    },
  };
  return node;
}

/** Just what applyHead uses: `tag[attr="value"]...` and `tag[attr]` selectors over head's children. */
function fakeDocument() {
  const matches = (node: FakeNode, selector: string) => {
    const [tag, ...conditions] = selector.replace(/\]/g, '').split('[');
    return (
      node.tag === tag &&
      conditions.every((condition) => {
        const [name, quoted] = condition.split('=');
        return quoted === undefined ? name! in node.attrs : node.attrs[name!] === JSON.parse(quoted);
      })
    );
  };
  const head = {
    children: [] as FakeNode[],
    appendChild: (node: FakeNode) => head.children.push(node),
    querySelector: (selector: string) => head.children.find((n) => matches(n, selector)) ?? null,
    querySelectorAll: (selector: string) => head.children.filter((n) => matches(n, selector)),
  };
  currentHead = head;
  return { title: '', head, createElement: fakeElement };
}
