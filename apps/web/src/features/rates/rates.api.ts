import type {
  AllotmentRow,
  CarrierNode,
  CarrierOptionView,
  Channel,
  ChannelInput,
  ChannelWithServices,
  EstimateRequestInput,
  EstimationRuleInput,
  PriceRuleEntryInput,
  QuoteList,
  Service,
  ServiceInput,
} from '@shiplabel/shared';
import { httpClient } from '../../app/http/client.ts';
import { http } from '../../app/http/request.ts';

/** A carrier a channel can be made for (fields, label formats, services): see packages/shared. */
export type CarrierOption = CarrierOptionView;

export interface UserOption {
  id: string;
  email: string;
  nickName: string;
  kind: string;
}

export interface ComputeInfo {
  global: EstimationRuleInput;
  channel: EstimationRuleInput | null;
  service: EstimationRuleInput | null;
  effective: Required<EstimationRuleInput>;
}

export interface PriceRule {
  id: string;
  name: string;
  isDefault: boolean;
  entries: Required<PriceRuleEntryInput>[];
  userCount: number;
  updatedAt: string;
}

export interface RuleHolder {
  userId: string;
  email: string;
  nickName: string;
  priceRuleId: string | null;
  priceRuleName: string;
  isDefaultRule: boolean;
}

export interface RateCardView {
  zones: number[];
  weightsLb: number[];
  prices: (string | null)[][];
  filename: string;
  uploadedAt: string;
}

const upload = <T>(url: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return httpClient.post(url, form) as unknown as Promise<T>;
};

/** Saves a downloaded blob under its server-given name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const ratesApi = {
  carriers: () => http.get<CarrierOption[]>('/admin/channel/carriers'),
  tree: () => http.get<CarrierNode[]>('/admin/channel/getChannelThree'),
  allChannels: () =>
    http.get<{ list: ChannelWithServices[]; total: number }>('/admin/channel/getAllChannel', {
      params: { pageSize: 9999999, pageNum: 1 },
    }),
  createChannel: (input: ChannelInput) => http.post<ChannelWithServices>('/admin/channel/create', input),
  updateChannel: (id: string, input: ChannelInput) =>
    http.post<unknown>(`/admin/channel/update/${id}`, input),
  createService: (input: ServiceInput) => http.post<Service>('/admin/channel/createNew', input),
  updateService: (id: string, input: ServiceInput) =>
    http.post<unknown>(`/admin/channel/update/${id}`, input),
  setStatus: (id: string, status: 0 | 1) => http.post<unknown>(`/admin/channel/enable/${id}`, { status }),
  remove: (id: string) =>
    http.post<{ removedAllotments: number; removedPriceEntries: number }>(`/admin/channel/delete/${id}`),
  rateCard: (serviceId: string) => http.get<RateCardView | null>(`/admin/channel/rateCard/${serviceId}`),
  uploadRateCard: (serviceId: string, file: File) =>
    upload<Service>(`/admin/channel/rateCard/${serviceId}`, file),
  uploadZoneChart: (channelId: string, file: File) =>
    upload<Channel>(`/admin/channel/zoneChart/${channelId}`, file),
  removeZoneChart: (channelId: string) => http.post<unknown>(`/admin/channel/zoneChart/${channelId}/delete`),

  userOptions: (keyword: string, kind: 'customer' | 'staff' = 'customer') =>
    http.get<UserOption[]>('/admin/channel/userOptions', {
      params: { kind, ...(keyword ? { keyword } : {}) },
    }),
  userChannel: (userId: string) => http.get<AllotmentRow>('/admin/user-channel', { params: { userId } }),
  allUserChannel: () =>
    http.get<{ list: AllotmentRow[]; total: number }>('/admin/all-user-channel', {
      params: { pageSize: 1000 },
    }),
  allot: (userId: string, serviceIds: string[], kind: 'customer' | 'staff' = 'customer') =>
    http.post<AllotmentRow>(
      kind === 'staff' ? '/staff/channel/allot-channel' : '/admin/channel/allot-channel',
      {
        userId,
        serviceIds,
      },
    ),

  computeInfo: (scope: { channelId?: string; serviceId?: string }) =>
    http.get<ComputeInfo>('/admin/compute/getInfo', { params: scope }),
  saveCompute: (body: { channelId?: string | null; serviceId?: string | null; rule: EstimationRuleInput }) =>
    http.post<ComputeInfo>('/admin/compute/addOrUpdate', body),

  priceRules: () => http.get<PriceRule[]>('/admin/priceRule/list'),
  createPriceRule: (input: unknown) => http.post<PriceRule>('/admin/priceRule/create', input),
  updatePriceRule: (id: string, input: unknown) =>
    http.post<PriceRule>(`/admin/priceRule/update/${id}`, input),
  deletePriceRule: (id: string) => http.post<unknown>(`/admin/priceRule/delete/${id}`),
  attachRule: (userIds: string[], priceRuleId: string) =>
    http.post<unknown>('/admin/addUserPriceRuleRelation', { userIds, priceRuleId }),
  detachRule: (userIds: string[]) => http.post<unknown>('/admin/delUserPriceRuleRelation', { userIds }),
  ruleHolders: () => http.post<RuleHolder[]>('/admin/allUserlistByServiceCode', {}),

  myServices: () => http.get<Service[]>('/user/user-channel'),
  estimate: (body: EstimateRequestInput) => http.post<QuoteList>('/app/order/estimateRate', body),
  async priceSheet() {
    const res = await httpClient.post('/app/priceRule/outPrice', {}, { download: true });
    const disposition = String(res.headers['content-disposition'] ?? '');
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'price-sheet.xlsx';
    saveBlob(res.data as Blob, name);
  },
};
