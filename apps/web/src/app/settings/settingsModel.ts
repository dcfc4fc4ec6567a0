import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from '@shiplabel/shared/layout/settings';

/**
 * Stored settings are trusted field by field only when their type matches the default's, so that an old or
 * hand-edited value in localStorage cannot break the layout. Menus are per user: never restored.
 */
export function mergeSettings(stored: unknown): LayoutSettings {
  const result: LayoutSettings = { ...DEFAULT_LAYOUT_SETTINGS, serverMenu: [] };
  if (typeof stored !== 'object' || stored === null) return result;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[]) {
    if (key === 'serverMenu') continue;
    const value = record[key];
    if (value !== undefined && typeof value === typeof DEFAULT_LAYOUT_SETTINGS[key]) {
      (result as unknown as Record<string, unknown>)[key] = value;
    }
  }
  if (!/^#[0-9a-f]{6}$/i.test(result.themeColor)) result.themeColor = DEFAULT_LAYOUT_SETTINGS.themeColor;
  result.menuWidth = clampMenuWidth(result.menuWidth);
  return result;
}

export const MENU_WIDTH_MIN = 160;
export const MENU_WIDTH_MAX = 480;

export function clampMenuWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_LAYOUT_SETTINGS.menuWidth;
  return Math.min(MENU_WIDTH_MAX, Math.max(MENU_WIDTH_MIN, Math.round(width)));
}

/** Applies one change; turning the top menu on expands a collapsed menu (spec section 2). */
export function applySettingChange(prev: LayoutSettings, patch: Partial<LayoutSettings>): LayoutSettings {
  const next = { ...prev, ...patch };
  if (patch.topMenu === true) next.menuCollapse = false;
  if (patch.menuWidth !== undefined) next.menuWidth = clampMenuWidth(patch.menuWidth);
  return next;
}

/** What "Copy settings" puts on the clipboard: the config object to paste as the new defaults. */
export function settingsForCopy(settings: LayoutSettings): string {
  return JSON.stringify({ ...settings, serverMenu: [] }, null, 2);
}
