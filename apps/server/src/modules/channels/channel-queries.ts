import type { AllotmentRow, Locale } from '@shiplabel/shared';
import { CHANNEL_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CARRIER_ADAPTERS, CARRIER_SERVICES } from '../carriers/registry.ts';
import { type Catalog, loadCatalog } from '../pricing/catalog.ts';
import { ratingUserOf } from '../pricing/proxy-pricing.ts';
import { users } from '../users/users.table.ts';
import { carrierOptionOf } from './channel-fields.ts';
import { channelTree, sortedChannels, toChannel, toService, withServices } from './channel-views.ts';
import { channelNotFound } from './channels.errors.ts';
import { findUserKind, searchUsersOfKinds } from './channels.repository.ts';

type Q = { db: Database; locale: Locale };

const knownCodes = (carrierCode: string) => {
  const codes = CARRIER_SERVICES[carrierCode]?.codes;
  return codes ? [...codes] : null;
};

/** Every registered carrier with its form fields, label formats and services (no secret values exist here). */
export function carrierOptions(locale: Locale) {
  return Object.values(CARRIER_ADAPTERS).map((a) => carrierOptionOf(a, knownCodes(a.code), locale));
}

export async function tree(deps: Q) {
  return channelTree(await loadCatalog(deps.db), deps.locale);
}

export async function channelLevel(deps: Q & { id: string }) {
  const catalog = await loadCatalog(deps.db);
  const channel = catalog.channels.get(deps.id);
  if (channel) {
    return {
      channels: [],
      services: (catalog.servicesByChannel.get(channel.id) ?? []).map((s) =>
        toService(catalog, s, deps.locale),
      ),
    };
  }
  if (CARRIER_ADAPTERS[deps.id]) {
    return {
      channels: sortedChannels(catalog)
        .filter((c) => c.carrierCode === deps.id)
        .map((c) => toChannel(catalog, c, deps.locale)),
      services: [],
    };
  }
  throw channelNotFound();
}

export async function channelPage(
  deps: Q & { query: { pageNum: number; pageSize: number; status?: number; keyword?: string } },
) {
  const { query } = deps;
  const catalog = await loadCatalog(deps.db);
  const keyword = query.keyword?.toLowerCase();
  const all = sortedChannels(catalog).filter(
    (c) =>
      (query.status === undefined || c.status === query.status) &&
      (!keyword || c.name.toLowerCase().includes(keyword)),
  );
  const start = (query.pageNum - 1) * query.pageSize;
  return {
    list: all.slice(start, start + query.pageSize).map((c) => withServices(catalog, c, deps.locale)),
    total: all.length,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function servicesOfChannels(deps: Q & { ids: string[]; enabledOnly: boolean }) {
  const catalog = await loadCatalog(deps.db);
  return deps.ids.flatMap((id) => {
    const channel = catalog.channels.get(id);
    if (!channel || (deps.enabledOnly && channel.status !== CHANNEL_STATUS.enabled)) return [];
    return (catalog.servicesByChannel.get(id) ?? [])
      .filter((s) => !deps.enabledOnly || s.status === CHANNEL_STATUS.enabled)
      .map((s) => toService(catalog, s, deps.locale));
  });
}

/** Allotted services that are usable: the service and its channel enabled. */
export function usableServiceIds(catalog: Catalog, userId: string): string[] {
  // A proxy's sub-account uses its proxy's services (issue 13, docs/decisions.md).
  const ids = catalog.allotments.get(ratingUserOf(catalog, userId)) ?? new Set<string>();
  return [...ids].filter((id) => {
    const service = catalog.services.get(id);
    const channel = service && catalog.channels.get(service.channelId);
    return service?.status === CHANNEL_STATUS.enabled && channel?.status === CHANNEL_STATUS.enabled;
  });
}

const byChannelThenSort = (catalog: Catalog) => (a: string, b: string) => {
  const sa = catalog.services.get(a)!;
  const sb = catalog.services.get(b)!;
  const ca = catalog.channels.get(sa.channelId)!;
  const cb = catalog.channels.get(sb.channelId)!;
  return ca.name.localeCompare(cb.name) || sa.sort - sb.sort || sa.name.localeCompare(sb.name);
};

export async function myServices(deps: Q & { userId: string }) {
  const catalog = await loadCatalog(deps.db);
  return usableServiceIds(catalog, deps.userId)
    .sort(byChannelThenSort(catalog))
    .map((id) => toService(catalog, catalog.services.get(id)!, deps.locale));
}

export async function allotmentsOf(deps: Q & { userId: string }): Promise<AllotmentRow> {
  const catalog = await loadCatalog(deps.db);
  const [user] = await deps.db
    .select({ email: users.email, nickName: users.nickName, kind: users.kind })
    .from(users)
    .where(eq(users.id, deps.userId));
  if (!user) throw channelNotFound();
  const ids = [...(catalog.allotments.get(deps.userId) ?? [])].sort(byChannelThenSort(catalog));
  return {
    userId: deps.userId,
    ...user,
    services: ids.map((id) => toService(catalog, catalog.services.get(id)!, deps.locale)),
  };
}

export async function allUserChannels(
  deps: Q & { query: { pageNum: number; pageSize: number; keyword?: string } },
) {
  const catalog = await loadCatalog(deps.db);
  const keyword = deps.query.keyword?.toLowerCase();
  const rows = [...catalog.allotmentUsers.entries()]
    .filter(([, u]) => !keyword || u.email.includes(keyword) || u.nickName.toLowerCase().includes(keyword))
    .sort(([, a], [, b]) => a.email.localeCompare(b.email));
  const start = (deps.query.pageNum - 1) * deps.query.pageSize;
  return {
    list: rows.slice(start, start + deps.query.pageSize).map(([userId, u]) => ({
      userId,
      ...u,
      services: [...(catalog.allotments.get(userId) ?? [])]
        .sort(byChannelThenSort(catalog))
        .map((id) => toService(catalog, catalog.services.get(id)!, deps.locale)),
    })),
    total: rows.length,
    pageNum: deps.query.pageNum,
    pageSize: deps.query.pageSize,
  };
}

export async function userOptions(deps: { db: Database; keyword?: string; kind: 'customer' | 'staff' }) {
  const kinds = deps.kind === 'staff' ? ['staff', 'seller'] : ['customer', 'proxy', 'warehouse'];
  return searchUsersOfKinds(deps.db, kinds, deps.keyword, 50);
}

export { findUserKind };
