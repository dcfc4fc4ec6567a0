import type { Locale } from '@shiplabel/shared';
import enUS from './en-US.json' with { type: 'json' };
import zhCN from './zh-CN.json' with { type: 'json' };

export type MessageKey = keyof typeof enUS;

/** The server's messages. Both files hold the same keys (a test enforces it). */
export const MESSAGES: Record<Locale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export function hasMessage(key: string): boolean {
  return Object.hasOwn(MESSAGES['en-US'], key);
}

/** Translates `key` with `{name}` placeholders; an unknown key comes back as itself. */
export function t(locale: Locale, key: string, params: Record<string, unknown> = {}): string {
  const template = MESSAGES[locale][key] ?? MESSAGES['en-US'][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : formatParam(params[name]),
  );
}

function formatParam(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatParam).join(', ');
  return String(value);
}
