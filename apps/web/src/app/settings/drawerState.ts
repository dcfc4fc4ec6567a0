import { createStore } from '../store/createStore.ts';

/** Open state of the settings drawer, shared by the navbar button and the floating button. */
export const settingsDrawerStore = createStore(false);
export const openSettings = () => settingsDrawerStore.set(true);
export const closeSettings = () => settingsDrawerStore.set(false);
