import type {
  allSellersSchema,
  customerStatisticsSchema,
  dailyBySellerSchema,
  dailyStatisticsSchema,
  StatisticsQueryInput,
  salesAndOrdersSchema,
  sellerPerformanceSchema,
} from '@shiplabel/shared';
import type { z } from 'zod';
import { http } from '../../app/http/request.ts';

export type SalesAndOrders = z.infer<typeof salesAndOrdersSchema>;
export type DailyStatistics = z.infer<typeof dailyStatisticsSchema>;
export type DailyBySeller = z.infer<typeof dailyBySellerSchema>;
export type CustomerStatistics = z.infer<typeof customerStatisticsSchema>;
export type SellerPerformance = z.infer<typeof sellerPerformanceSchema>;
export type Sellers = z.infer<typeof allSellersSchema>;

/** The statistics endpoints of spec section 7 (all POST; adminList, or sellerCustomers for a seller's own). */
export const statisticsApi = {
  totals: (q: StatisticsQueryInput) => http.post<SalesAndOrders>('/admin/salesAndOrders', q),
  daily: (q: StatisticsQueryInput) => http.post<DailyStatistics>('/admin/getDailyOrderQuantity', q),
  bySeller: (q: StatisticsQueryInput) => http.post<DailyBySeller>('/admin/dailyAmountGroupBySeller', q),
  customers: (q: StatisticsQueryInput) => http.post<CustomerStatistics>('/admin/sellerUserDayStatistics', q),
  sellers: (q: StatisticsQueryInput) => http.post<SellerPerformance>('/admin/sellerPerformanceStatistics', q),
  allSellers: () => http.post<Sellers>('/admin/allSellers', {}),
};
