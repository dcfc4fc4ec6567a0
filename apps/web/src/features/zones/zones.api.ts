import type { FindZoneInput, ZoneHistoryItem, ZoneResult } from '@shiplabel/shared';
import { httpClient } from '../../app/http/client.ts';
import { http } from '../../app/http/request.ts';

/** The official USPS zone chart in use (back office): origins covered (0: none) and its latest upload. */
export interface UspsZoneChartStatus {
  origins: number;
  uploadedAt: string | null;
  filename: string;
}

export const zonesApi = {
  find: (input: FindZoneInput) => http.post<ZoneResult>('/app/zone/find', input),
  history: () => http.get<ZoneHistoryItem[]>('/app/zone/history'),
  uspsChart: () => http.get<UspsZoneChartStatus>('/admin/zone/uspsChart'),
  uploadUspsChart: (file: File, origin?: string) => {
    const form = new FormData();
    if (origin) form.append('origin', origin);
    form.append('file', file);
    return httpClient.post('/admin/zone/uspsChart', form) as unknown as Promise<UspsZoneChartStatus>;
  },
  removeUspsChart: () => http.post<null>('/admin/zone/uspsChart/delete'),
};
