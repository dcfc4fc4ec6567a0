import { createBrowserRouter } from 'react-router';
import { clearLocalSession } from '../auth/session.ts';
import { isWhitelisted, loginUrlFor } from '../guard/decide.ts';
import { setUnauthorizedHandler } from '../http/unauthorized.ts';
import { guardTargetFor } from './routeLookup.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

/**
 * Business code 401 anywhere: forget the session and go to login with the redirect query, no message.
 * While a navigation is pending (or the first load runs) its guard sees the missing token and redirects to
 * login for the page actually wanted, so navigating from here would only race it.
 */
setUnauthorizedHandler(() => {
  clearLocalSession();
  const { navigation, location, initialized } = router.state;
  if (!initialized || navigation.state !== 'idle') return;
  const target = guardTargetFor(new URL(location.pathname + location.search, window.location.origin));
  if (!target.requiresAuth || isWhitelisted(target.name)) return;
  void router.navigate(loginUrlFor(target), { replace: true });
});
