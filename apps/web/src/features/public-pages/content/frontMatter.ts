/** A Markdown file of src/content: `key: value` lines between two `---` lines, then the body. */
export interface ContentFile {
  meta: Record<string, string>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseContent(raw: string): ContentFile {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { meta: {}, body: raw };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { meta, body: raw.slice(match[0].length) };
}

export type ContentLanguage = 'en-US' | 'zh-CN';

export const contentLanguage = (language: string): ContentLanguage =>
  language === 'zh-CN' ? 'zh-CN' : 'en-US';

/** `import.meta.glob` result (path -> raw text) to `{ [folder]: { [language]: file } }`. */
export function groupByFolder(files: Record<string, string>): Record<string, Record<string, ContentFile>> {
  const grouped: Record<string, Record<string, ContentFile>> = {};
  for (const [path, raw] of Object.entries(files)) {
    const match = /([^/]+)\/([^/]+)\.md$/.exec(path);
    if (!match) continue;
    const [, folder, language] = match;
    grouped[folder!] ??= {};
    grouped[folder!]![language!] = parseContent(raw);
  }
  return grouped;
}
