import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zonesApi } from '../zones.api.ts';

const chartKey = ['zones', 'uspsChart'] as const;

export function useUspsZoneChart() {
  return useQuery({ queryKey: chartKey, queryFn: zonesApi.uspsChart });
}

/** Upload (matrix file, or one origin's JSON with its origin ZIP3) or remove; the status refreshes. */
export function useUspsZoneChartMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: chartKey });
  return {
    upload: useMutation({
      mutationFn: ({ file, origin }: { file: File; origin?: string }) =>
        zonesApi.uploadUspsChart(file, origin),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: zonesApi.removeUspsChart, onSuccess }),
  };
}
