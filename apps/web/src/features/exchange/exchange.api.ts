import type {
  ConvertExchange,
  CurrentRates,
  ExchangeRate,
  ExchangeResult,
  Page,
  SetExchangeRate,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export const exchangeApi = {
  /** The rates in force (customers: rechargePage). */
  current: () => http.get<CurrentRates>('/app/exchange/rate'),
  /** One exchange per submission: the key makes a retried click answer the first one. */
  convert: (input: ConvertExchange, key: string) =>
    http.post<ExchangeResult>('/app/exchange/convert', input, idempotent(key)),
  /** Every rate set, newest first (adminList, adminRechargeList). */
  history: (query: { pageNum: number; pageSize: number }) =>
    http.get<Page<ExchangeRate>>('/admin/exchange/rates', { params: query }),
  /** A new rate for one direction (adminList). */
  setRate: (input: SetExchangeRate, key: string) =>
    http.post<{ base: string; quote: string; rate: string }>('/admin/exchange/rate', input, idempotent(key)),
};
