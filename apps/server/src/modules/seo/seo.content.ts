import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@shiplabel/shared';
import { Marked } from 'marked';
import { REPO_ROOT } from '../../config.ts';

/**
 * The texts of the public pages, read from the web app's own files (src/content Markdown and the
 * locale JSON), so that what a crawler reads and what the browser shows come from one source.
 */
const WEB_SRC = join(REPO_ROOT, 'apps/web/src');

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// As the web's renderer: raw HTML in the Markdown is shown as text, never passed through.
const markdown = new Marked({ gfm: true, renderer: { html: (token) => escapeHtml(token.text) } });
export const renderMarkdown = (source: string) => markdown.parse(source, { async: false });

export interface ContentFile {
  meta: Record<string, string>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function parseContent(raw: string): ContentFile {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { meta: {}, body: raw };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { meta, body: raw.slice(match[0].length) };
}

const cache = new Map<string, unknown>();
function cached<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}

/** src/content/<group>/<folder>/<locale>.md */
export const contentFile = (group: 'pages' | 'help', folder: string, locale: Locale) =>
  cached(`${group}/${folder}/${locale}`, () =>
    parseContent(readFileSync(join(WEB_SRC, 'content', group, folder, `${locale}.md`), 'utf8')),
  );

/** Every help article in the language, in the help centre's order. */
export const helpArticles = (locale: Locale) =>
  cached(`help/*/${locale}`, () =>
    readdirSync(join(WEB_SRC, 'content', 'help'))
      .map((folder) => ({ id: folder, ...contentFile('help', folder, locale) }))
      .sort((a, b) => Number(a.meta.order ?? 99) - Number(b.meta.order ?? 99)),
  );

type Messages = Record<string, unknown>;

/** A web locale namespace (src/locales/<locale>/<namespace>.json). */
const namespace = (locale: Locale, name: string) =>
  cached(`locales/${locale}/${name}`, () => {
    const file = join(WEB_SRC, 'locales', locale, `${name}.json`);
    // A missing namespace reads as empty texts (a heading falls back), never as a failed page.
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  }) as Messages;

/** A dotted key of a web namespace, e.g. text('en-US', 'head', 'pages.home.title'); '' when missing. */
export function webText(locale: Locale, name: string, key: string): string {
  let node: unknown = namespace(locale, name);
  for (const part of key.split('.')) node = (node as Messages | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}
