import { useQuery } from '@tanstack/react-query';
import { getBusinessTimeZone, setBusinessTimeZone } from '../format.ts';
import { http } from '../http/request.ts';

/**
 * The business time zone the web app shows every time in (app/format.ts): read once per session from the
 * server. Returns the zone in use, so the layout can redraw its pages when it differs from the default.
 */
export function useBusinessTimeZone(): string {
  const query = useQuery({
    queryKey: ['businessTime'],
    queryFn: () => http.get<{ timeZone: string }>('/user/businessTime', { hideMessage: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.data) setBusinessTimeZone(query.data.timeZone);
  return getBusinessTimeZone();
}
