import type { FindZoneInput } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zonesApi } from '../zones.api.ts';

const historyKey = ['zones', 'history'] as const;

export function useZoneHistory() {
  return useQuery({ queryKey: historyKey, queryFn: zonesApi.history });
}

/** One (charged) lookup; the history below the form refreshes afterwards. */
export function useFindZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FindZoneInput) => zonesApi.find(input),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKey }),
  });
}
