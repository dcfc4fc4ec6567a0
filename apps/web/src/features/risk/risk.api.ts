import type { Page, RiskExemption, RiskHoldReason } from '@shiplabel/shared';
import { httpClient } from '../../app/http/client.ts';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';
import type { PickerEndpoint } from './userPicker.ts';

export type { PickerEndpoint };

export interface PickedUser {
  id: string;
  email: string;
  nickName: string;
  kind: string;
}

export interface ExemptionsAdded {
  added: RiskExemption[];
  alreadyListed: string[];
}

/** The avoid-high-risk list (issue 13, back office, resource adminChannel) and the review's risk reasons. */
export const riskApi = {
  list: (query: { pageNum: number; pageSize: number; keyword?: string }) =>
    http.get<Page<RiskExemption>>('/user/selectUserNoHighRisk', {
      params: query.keyword ? query : { pageNum: query.pageNum, pageSize: query.pageSize },
    }),
  add: (body: { userIds: string[]; note: string }, key: string) =>
    http.post<ExemptionsAdded>('/user/addUserNoHighRisk', body, idempotent(key)),
  // The envelope is unwrapped by the client's interceptor, as for http.get/post.
  remove: (id: string) =>
    httpClient.delete('/user/deleteUserNoHighRisk', { data: { id } }) as Promise<unknown>,
  holdReasons: (orderIds: string[]) => http.post<RiskHoldReason[]>('/admin/risk/holdReasons', { orderIds }),
  pickUsers: (endpoint: NonNullable<PickerEndpoint>, keyword: string) =>
    http.get<PickedUser[]>(endpoint, { params: keyword ? { keyword } : {} }),
};
