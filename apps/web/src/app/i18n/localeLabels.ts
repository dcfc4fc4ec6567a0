import type { Locale } from '@shiplabel/shared/locale';

/** Each language by its own name, as the language switch lists it. */
export const LOCALE_LABELS: Record<Locale, string> = { 'en-US': 'English', 'zh-CN': '简体中文' };
