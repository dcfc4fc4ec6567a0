import type { CarrierOptionView, TestConnectionResult } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export const channelsApi = {
  /** Every carrier a channel can be made for, with its form fields, label formats and services. */
  carriers: () => http.get<CarrierOptionView[]>('/admin/channel/carriers'),
  /** Asks the carrier whether the saved channel's credentials work (ok, or our text and the carrier's). */
  testConnection: (channelId: string) =>
    http.post<TestConnectionResult>(`/admin/channel/testConnection/${channelId}`),
};
