import { type LoaderFunctionArgs, redirect } from 'react-router';
import { clearLocalSession, getToken, userStore } from '../auth/session.ts';
import { appDictionariesReady } from '../i18n/i18n.ts';
import { guardTargetFor } from '../router/routeLookup.ts';
import { loadServerMenu, menuNames, serverMenuStore } from '../settings/serverMenu.ts';
import { settingsStore } from '../settings/settingsStore.ts';
import { decideGuard, type GuardState, loginUrlFor } from './decide.ts';

/** What the root route renders: the page, or the not-found page when the guard refused the route. */
export interface GuardResult {
  blocked: null | 'forbidden' | 'notInMenu';
}

function currentState(): GuardState {
  const menu = serverMenuStore.get();
  return {
    hasToken: Boolean(getToken()),
    userCodes: userStore.get()?.role ?? null,
    menuFromServer: settingsStore.get().menuFromServer,
    serverMenuStatus: menu.status,
    serverMenuNames: menuNames(menu.menu),
  };
}

/**
 * The navigation guard, run by the root route's loader before every navigation (so nothing of a refused
 * page renders). The decisions are the pure decideGuard; this performs its loads and redirects.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardResult> {
  const target = guardTargetFor(new URL(request.url));
  // Each load step changes the state, so a handful of rounds always ends in a final decision.
  for (let round = 0; round < 5; round++) {
    const decision = decideGuard(target, currentState());
    switch (decision.type) {
      case 'allow':
        // The signed-in screens' dictionaries (the public pages' are loaded before the first render).
        if (target.requiresAuth) await appDictionariesReady();
        return { blocked: null };
      case 'notFound':
        return { blocked: currentState().menuFromServer ? 'notInMenu' : 'forbidden' };
      case 'login':
      case 'redirect':
        throw redirect(decision.to);
      case 'loadUser': {
        // Loaded here, not imported: the public pages (login) need neither the auth API nor axios.
        const { authApi } = await import('../../features/auth/auth.api.ts');
        try {
          userStore.set(await authApi.userInfo());
        } catch {
          // Spec: a failed user-info fetch logs the user out and sends them to login with the redirect.
          const token = getToken();
          clearLocalSession();
          if (token) void authApi.logout(token).catch(() => undefined);
          throw redirect(loginUrlFor(target));
        }
        break;
      }
      case 'loadServerMenu':
        await loadServerMenu();
        break;
    }
  }
  return { blocked: 'forbidden' };
}
