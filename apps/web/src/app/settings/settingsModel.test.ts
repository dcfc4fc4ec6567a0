import { DEFAULT_LAYOUT_SETTINGS } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { applySettingChange, clampMenuWidth, mergeSettings, settingsForCopy } from './settingsModel.ts';

describe('mergeSettings', () => {
  it('starts from the spec defaults', () => {
    expect(mergeSettings(null)).toEqual(DEFAULT_LAYOUT_SETTINGS);
    expect(mergeSettings('garbage')).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('keeps stored values of the right type only, and never a stored menu', () => {
    const merged = mergeSettings({
      footer: false,
      tabBar: 'yes',
      menuWidth: 300,
      themeColor: 'red',
      serverMenu: [{ name: 'x' }],
      unknown: 1,
    });
    expect(merged.footer).toBe(false);
    expect(merged.tabBar).toBe(false);
    expect(merged.menuWidth).toBe(300);
    expect(merged.themeColor).toBe('#165DFF');
    expect(merged.serverMenu).toEqual([]);
    expect(merged).not.toHaveProperty('unknown');
  });
});

describe('applySettingChange', () => {
  it('expands a collapsed menu when the top menu is turned on', () => {
    const collapsed = { ...DEFAULT_LAYOUT_SETTINGS, menuCollapse: true };
    expect(applySettingChange(collapsed, { topMenu: true }).menuCollapse).toBe(false);
    expect(applySettingChange(collapsed, { topMenu: false }).menuCollapse).toBe(true);
    expect(applySettingChange(collapsed, { footer: false }).menuCollapse).toBe(true);
  });

  it('keeps the menu width within bounds', () => {
    expect(applySettingChange(DEFAULT_LAYOUT_SETTINGS, { menuWidth: 5 }).menuWidth).toBe(160);
    expect(clampMenuWidth(Number.NaN)).toBe(260);
    expect(clampMenuWidth(999)).toBe(480);
  });
});

describe('settingsForCopy', () => {
  it('is the settings JSON with an empty server menu', () => {
    const copied = JSON.parse(
      settingsForCopy({ ...DEFAULT_LAYOUT_SETTINGS, topMenu: true, serverMenu: [1] }),
    );
    expect(copied).toEqual({ ...DEFAULT_LAYOUT_SETTINGS, topMenu: true, serverMenu: [] });
  });
});
