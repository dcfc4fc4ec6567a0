import type { ImpersonationToken } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** Who opens the session decides the endpoint: user management (adminList) or employees (staffList). */
export type ImpersonationScope = 'users' | 'staff';
const BUILD_BASE: Record<ImpersonationScope, string> = {
  users: '/admin/token/build',
  staff: '/staff/token/build',
};

export const impersonationApi = {
  build: (scope: ImpersonationScope, userId: string, key: string) =>
    http.post<ImpersonationToken>(`${BUILD_BASE[scope]}/${userId}`, {}, idempotent(key)),
  /** Public: the /config page has no session yet; its errors are shown on the page itself. */
  exchange: (userToken: string) =>
    http.post<{ token: string }>('/user/token/exchange', { userToken }, { hideMessage: true }),
};
