/** One open tab of the tab bar (spec section 2). */
export interface TabItem {
  /** i18n key of the title (menu namespace), so tabs follow the language. */
  title: string;
  name: string;
  fullPath: string;
  query: Record<string, string>;
  /** Pages that must re-render from scratch when revisited stay out of the cache set. */
  ignoreCache: boolean;
}

export interface TabState {
  tabs: TabItem[];
  /** Names of the pages whose state is kept between visits. */
  cache: string[];
}

export const EMPTY_TABS: TabState = { tabs: [], cache: [] };

const withCache = (tabs: TabItem[]): TabState => ({
  tabs,
  cache: [...new Set(tabs.filter((t) => !t.ignoreCache).map((t) => t.name))],
});

/** Opens or updates the tab of a route: one tab per route name, keeping its latest full path. */
export function openTab(state: TabState, tab: TabItem): TabState {
  const index = state.tabs.findIndex((t) => t.name === tab.name);
  if (index === -1) return withCache([...state.tabs, tab]);
  const existing = state.tabs[index]!;
  if (existing.fullPath === tab.fullPath && existing.title === tab.title) return state;
  const tabs = state.tabs.slice();
  tabs[index] = tab;
  return withCache(tabs);
}

/** Closes a tab; returns the state and the tab to show next when the active one was closed. */
export function closeTab(
  state: TabState,
  name: string,
  activeName: string,
): { state: TabState; next?: TabItem } {
  const index = state.tabs.findIndex((t) => t.name === name);
  if (index === -1 || state.tabs.length <= 1) return { state };
  const tabs = state.tabs.filter((t) => t.name !== name);
  const next = name === activeName ? (tabs[index] ?? tabs[index - 1]) : undefined;
  return next ? { state: withCache(tabs), next } : { state: withCache(tabs) };
}

export function closeOtherTabs(state: TabState, keepName: string): TabState {
  return withCache(state.tabs.filter((t) => t.name === keepName));
}
