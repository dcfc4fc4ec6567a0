import { authApi } from '../../features/auth/auth.api.ts';
import { clearLocalSession, getToken } from './session.ts';

/** Spec section 4: call the server, then always clear local state, token and menus and reload to login. */
export async function logout(): Promise<void> {
  const token = getToken();
  try {
    if (token) await authApi.logout(token);
  } catch {
    // The local session ends whatever the server said.
  } finally {
    clearLocalSession();
    window.location.assign('/login');
  }
}
