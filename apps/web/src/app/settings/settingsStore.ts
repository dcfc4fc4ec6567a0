import { type LayoutSettings, STORAGE_KEYS } from '@shiplabel/shared/layout/settings';
import { currentDevice } from '../layout/device.ts';
import { createStore } from '../store/createStore.ts';
import { localStore } from '../store/storage.ts';
import { applySettingChange, mergeSettings } from './settingsModel.ts';

/** The stored settings, with the device of this window (a stored device would be another screen's). */
function load(): LayoutSettings {
  return { ...loadStored(), device: currentDevice() };
}

function loadStored(): LayoutSettings {
  const raw = localStore.get(STORAGE_KEYS.settings);
  if (!raw) return mergeSettings(null);
  try {
    return mergeSettings(JSON.parse(raw));
  } catch {
    return mergeSettings(null);
  }
}

export const settingsStore = createStore<LayoutSettings>(load());

export function updateSettings(patch: Partial<LayoutSettings>) {
  settingsStore.set((prev) => applySettingChange(prev, patch));
  const { serverMenu: _menu, ...persisted } = settingsStore.get();
  localStore.set(STORAGE_KEYS.settings, JSON.stringify(persisted));
}
