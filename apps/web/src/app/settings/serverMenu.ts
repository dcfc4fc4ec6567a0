import { LoadingOutlined } from '@ant-design/icons';
import type { MenuNode } from '@shiplabel/shared';
import { createElement } from 'react';
import { onSessionCleared } from '../auth/session.ts';
import { feedback } from '../feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { createStore } from '../store/createStore.ts';

export interface ServerMenuState {
  /** 'idle' until fetched in this session; 'failed' keeps the guard from refetching in a loop. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  menu: MenuNode[];
}

export const serverMenuStore = createStore<ServerMenuState>({ status: 'idle', menu: [] });
onSessionCleared(() => serverMenuStore.set({ status: 'idle', menu: [] }));

const NOTICE_KEY = 'server-menu';
let inFlight: Promise<void> | null = null;

/** Fetches POST /api/user/menu with a loading / success / error notification (spec section 7). */
export function loadServerMenu(): Promise<void> {
  if (inFlight) return inFlight;
  serverMenuStore.set((s) => ({ ...s, status: 'loading' }));
  feedback.notification.open({
    key: NOTICE_KEY,
    title: i18n.t('layout:serverMenu.loading'),
    icon: createElement(LoadingOutlined),
    duration: 0,
  });
  // The HTTP client (axios) loads with the first call, not with the first screen (login page weight).
  inFlight = import('../../features/auth/auth.api.ts')
    .then(({ authApi }) => authApi.menu())
    .then((menu) => {
      serverMenuStore.set({ status: 'loaded', menu });
      feedback.notification.success({
        key: NOTICE_KEY,
        title: i18n.t('layout:serverMenu.success'),
        duration: 2,
      });
    })
    .catch(() => {
      serverMenuStore.set({ status: 'failed', menu: [] });
      feedback.notification.error({ key: NOTICE_KEY, title: i18n.t('layout:serverMenu.error'), duration: 3 });
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function menuNames(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((node) => [node.name, ...menuNames(node.children ?? [])]);
}
