import type { Payee, PayeeInput, PaymentMethod } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

/** What a customer sees of a payee on Add funds. */
export type ShownPayee = Omit<Payee, 'enabled' | 'updatedAt'>;

/** Payee details of the offline payment methods (issue 14 may move them into system configuration). */
export const payeesApi = {
  shown: () => http.get<ShownPayee[]>('/app/recharge/payees'),
  all: () => http.get<Payee[]>('/admin/finance/payees'),
  save: (method: PaymentMethod, input: PayeeInput) =>
    http.post<Payee>(`/admin/finance/payees/${method}`, input),
  remove: (method: PaymentMethod) => http.post<{ method: string }>(`/admin/finance/payees/${method}/remove`),
};
