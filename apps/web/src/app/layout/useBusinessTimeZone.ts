import { useEffect } from 'react';
import { getBusinessTimeZone, setBusinessTimeZone } from '../format.ts';
import { http } from '../http/request.ts';
import { createStore, useStore } from '../store/createStore.ts';

/** The zone in use and whether it has been asked for in this session (once is enough: it is a setting). */
const zoneStore = createStore({ timeZone: getBusinessTimeZone(), asked: false });

function askOnce() {
  if (zoneStore.get().asked) return;
  zoneStore.set((s) => ({ ...s, asked: true }));
  http
    .get<{ timeZone: string }>('/user/businessTime', { hideMessage: true })
    .then(({ timeZone }) => {
      setBusinessTimeZone(timeZone);
      zoneStore.set((s) => ({ ...s, timeZone: getBusinessTimeZone() }));
    })
    .catch(() => zoneStore.set((s) => ({ ...s, asked: false }))); // asked again on the next mount
}

/**
 * The business time zone the web app shows every time in (app/format.ts), read from the server once per
 * session. A plain store rather than a query, so it works wherever the layout calls it. Returns the zone
 * in use, so the layout can redraw its pages when it differs from the default.
 */
export function useBusinessTimeZone(): string {
  useEffect(askOnce, []);
  return useStore(zoneStore).timeZone;
}
