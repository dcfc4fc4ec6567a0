import { onSessionCleared } from '../../auth/session.ts';
import { createStore } from '../../store/createStore.ts';
import { EMPTY_TABS, type TabState } from './tabModel.ts';

export const tabStore = createStore<TabState>(EMPTY_TABS);
onSessionCleared(() => tabStore.set(EMPTY_TABS));
