import { type AdminConfig, type ConfigUpdate, EXTERNAL_LINK_KEYS } from '@shiplabel/shared';

type Values = AdminConfig['values'];

/** Only the keys whose value differs from the server's: a save sends (and records) real changes only. */
export function changedUpdates(updates: ConfigUpdate[], current: Values): ConfigUpdate[] {
  return updates.filter((u) => JSON.stringify(u.value) !== JSON.stringify(current[u.key]));
}

/** The links card edits one field per link; the server takes the list, in the fixed key order. */
export const linksToForm = (links: Values['externalLinks']) =>
  Object.fromEntries(links.map((l) => [l.key, l.url]));

export const linksFromForm = (form: Record<string, unknown>): ConfigUpdate => ({
  key: 'externalLinks',
  value: EXTERNAL_LINK_KEYS.map((key) => ({ key, url: String(form[key] ?? '').trim() })),
});
