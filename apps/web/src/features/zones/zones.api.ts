import type { FindZoneInput, ZoneHistoryItem, ZoneResult } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export const zonesApi = {
  find: (input: FindZoneInput) => http.post<ZoneResult>('/app/zone/find', input),
  history: () => http.get<ZoneHistoryItem[]>('/app/zone/history'),
};
