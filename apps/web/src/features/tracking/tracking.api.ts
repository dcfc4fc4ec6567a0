import type { trackResultSchema } from '@shiplabel/shared';
import type { z } from 'zod';
import { http } from '../../app/http/request.ts';

export type TrackResult = z.infer<typeof trackResultSchema>;

export const trackingApi = {
  /** The customer's own parcels; numbers of other customers read as "not found". */
  track: (trackingNumbers: string[]) =>
    http.post<TrackResult[]>('/app/track/getTrackInfo', { trackingNumbers }),
};
