import type { ContactFormInput, ContactResult, PublicConfig } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** The contact page's endpoints (issue 14): both public; a signed-in customer's token goes along. */
export const contactApi = {
  publicConfig: () => http.get<PublicConfig>('/config/public', { hideMessage: true }),
  send: (input: ContactFormInput, key: string) =>
    http.post<ContactResult>('/public/contact', input, idempotent(key)),
};
