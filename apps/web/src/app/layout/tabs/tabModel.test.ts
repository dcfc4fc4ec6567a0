import { describe, expect, it } from 'vitest';
import { closeOtherTabs, closeTab, EMPTY_TABS, openTab, type TabItem } from './tabModel.ts';

const tab = (name: string, fullPath = `/${name}`, ignoreCache = false): TabItem => ({
  title: `menu.${name}`,
  name,
  fullPath,
  query: {},
  ignoreCache,
});

describe('tab bar model', () => {
  it('opens one tab per route name and keeps its latest full path', () => {
    let state = openTab(EMPTY_TABS, tab('a'));
    state = openTab(state, tab('b'));
    state = openTab(state, tab('a', '/a?x=1'));
    expect(state.tabs.map((t) => t.fullPath)).toEqual(['/a?x=1', '/b']);
    expect(openTab(state, tab('b'))).toBe(state);
  });

  it('keeps the cache set to the tabs that do not ignore the cache', () => {
    const state = openTab(openTab(EMPTY_TABS, tab('a')), tab('b', '/b', true));
    expect(state.cache).toEqual(['a']);
  });

  it('closes a tab and picks the neighbour when the active one closes', () => {
    const state = [tab('a'), tab('b'), tab('c')].reduce(openTab, EMPTY_TABS);
    const closedActive = closeTab(state, 'b', 'b');
    expect(closedActive.state.tabs.map((t) => t.name)).toEqual(['a', 'c']);
    expect(closedActive.next?.name).toBe('c');
    expect(closeTab(state, 'c', 'c').next?.name).toBe('b');
    expect(closeTab(state, 'a', 'c').next).toBeUndefined();
  });

  it('never closes the last tab', () => {
    const state = openTab(EMPTY_TABS, tab('a'));
    expect(closeTab(state, 'a', 'a').state).toBe(state);
  });

  it('closes the others', () => {
    const state = [tab('a'), tab('b'), tab('c')].reduce(openTab, EMPTY_TABS);
    expect(closeOtherTabs(state, 'b').tabs.map((t) => t.name)).toEqual(['b']);
    expect(closeOtherTabs(state, 'b').cache).toEqual(['b']);
  });
});
