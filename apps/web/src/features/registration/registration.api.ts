import type { RegisterInput } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** Sign-up (issue 13): public endpoints; the server answers in the language the app sends. */
export const registrationApi = {
  sendCode: (email: string, key: string) =>
    http.post<{ resendAfterSeconds: number; expiresInMinutes: number }>(
      '/user/code/send',
      { email },
      idempotent(key),
    ),
  register: (input: RegisterInput, key: string) =>
    http.post<{ email: string; status: number }>('/user/register', input, idempotent(key)),
};
