import type { LoginCredentials, UpdatePassword, UpdateProfile, UserInfo } from '@shiplabel/shared';
import { encryptPayload } from '@shiplabel/shared/crypto/hybrid';
import type { MenuNode } from '@shiplabel/shared/routes';
import { http } from '../../app/http/request.ts';

interface PublicKey {
  publicKey: string;
  algorithm: string;
}

export const authApi = {
  publicKey: () => http.get<PublicKey>('/admin/publicKey'),

  /** Credentials travel only inside `encryptData` (DESIGN section 5, hybrid RSA-OAEP + AES-GCM). */
  async login(credentials: LoginCredentials): Promise<{ token: string }> {
    const { publicKey } = await authApi.publicKey();
    const encryptData = await encryptPayload(publicKey, credentials);
    return http.post<{ token: string }>('/admin/login', { encryptData });
  },

  /** `token` lets a caller revoke a session whose local copy is already being cleared. */
  logout: (token?: string | null) =>
    http.post<unknown>(
      '/admin/logout',
      {},
      { hideMessage: true, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) },
    ),

  userInfo: () => http.get<UserInfo>('/user/info'),

  menu: () => http.post<MenuNode[]>('/api/user/menu'),

  async updatePassword(values: UpdatePassword): Promise<unknown> {
    const { publicKey } = await authApi.publicKey();
    return http.post('/user/updatePassword', { encryptData: await encryptPayload(publicKey, values) });
  },

  updateProfile: (values: UpdateProfile) => http.post<UserInfo>('/user/updateInfo', values),
};
