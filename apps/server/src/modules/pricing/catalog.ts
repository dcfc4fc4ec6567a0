import {
  type EstimationRule,
  entryFromInput,
  type PriceRuleEntry,
  priceRuleEntryInputSchema,
  ruleFromInput,
} from '@shiplabel/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { queryAll } from '../../db/query-all.ts';
import type { RateCard } from '../carriers/carrier-adapter.ts';
import { credentialsKey, decryptCredentials } from '../carriers/credentials.ts';
import {
  type ChannelRow,
  channelServices,
  channels,
  type RateCardRow,
  rateCards,
  type ServiceRow,
  serviceAllotments,
  zoneCharts,
} from '../channels/channels.table.ts';
import { changeTokens } from '../config/change-tokens.ts';
import { uspsZoneChart } from '../geo/usps-zone-chart.table.ts';
import { type ProxyMarkupRow, proxyMarkups } from '../proxy/proxy.table.ts';
import { users } from '../users/users.table.ts';
import {
  estimationRules,
  type PriceRuleRow,
  priceRules,
  ratingCatalogVersion,
  userPriceRules,
} from './pricing.table.ts';

export interface ZoneChart {
  entries: Map<string, number>;
  rows: number;
  filename: string;
  uploadedAt: Date;
}

/**
 * Everything rating needs, held in process: channels, services, allotments, estimation and price rules,
 * rate cards and zone charts. Every change bumps a token in `rating_catalog_version` (same transaction);
 * each read compares it (one indexed single-row query) and reloads on a difference, so several instances
 * on one database never rate from stale data.
 */
export interface Catalog {
  token: string;
  /** The database it was read from: rating writes its carrier calls to the API log there. */
  db?: Database;
  channels: Map<string, ChannelRow>;
  services: Map<string, ServiceRow>;
  servicesByChannel: Map<string, ServiceRow[]>;
  credentials: Map<string, Record<string, string>>;
  globalRule: Partial<EstimationRule> | undefined;
  channelRules: Map<string, Partial<EstimationRule>>;
  serviceRules: Map<string, Partial<EstimationRule>>;
  ruleRows: (typeof estimationRules.$inferSelect)[];
  priceRules: Map<string, { row: PriceRuleRow; entries: PriceRuleEntry[] }>;
  defaultPriceRuleId: string | null;
  userPriceRule: Map<string, string>;
  allotments: Map<string, Set<string>>;
  allotmentUsers: Map<string, { email: string; nickName: string; kind: string }>;
  rateCards: Map<string, { card: RateCard; row: RateCardRow }>;
  zoneCharts: Map<string, ZoneChart>;
  /** The official USPS 3-digit chart (geo/usps-zone-chart.table.ts): origin ZIP3 -> 999 zone characters. */
  uspsZoneChart: Map<string, string>;
  /** Sub-account -> its proxy (issue 13): a sub-account rates with its proxy's services and price rule. */
  proxyOf: Map<string, string>;
  /** Proxy -> its markups (proxy/proxy.table.ts), stacked on the proxy's price for its sub-accounts. */
  proxyMarkups: Map<string, ProxyMarkupRow[]>;
}

/** Marks the catalogue changed; call inside the transaction of the change. */
export async function bumpCatalog(db: Database): Promise<void> {
  await db
    .insert(ratingCatalogVersion)
    .values({ id: 1, token: sql`gen_random_uuid()` })
    .onConflictDoUpdate({ target: ratingCatalogVersion.id, set: { token: sql`gen_random_uuid()` } });
}

function cardOf(row: RateCardRow): RateCard {
  return {
    zones: row.zones,
    weightsLb: row.weightsLb,
    prices: row.prices.map((r) => r.map((p) => (p === null ? null : BigInt(p)))),
  };
}

async function loadAll(db: Database, token: string): Promise<Catalog> {
  const [
    channelRows,
    serviceRows,
    ruleRows,
    priceRows,
    userRuleRows,
    allotRows,
    cardRows,
    chartRows,
    uspsRows,
    subAccountRows,
    markupRows,
  ] = await queryAll(db, [
    () => db.select().from(channels),
    () => db.select().from(channelServices),
    () => db.select().from(estimationRules),
    () => db.select().from(priceRules),
    () => db.select().from(userPriceRules),
    () =>
      db
        .select({
          userId: serviceAllotments.userId,
          serviceId: serviceAllotments.serviceId,
          email: users.email,
          nickName: users.nickName,
          kind: users.kind,
        })
        .from(serviceAllotments)
        .innerJoin(users, eq(users.id, serviceAllotments.userId)),
    () => db.select().from(rateCards),
    () => db.select().from(zoneCharts),
    () => db.select({ originZip3: uspsZoneChart.originZip3, zones: uspsZoneChart.zones }).from(uspsZoneChart),
    () => subAccountsOfProxies(db),
    () => db.select().from(proxyMarkups),
  ]);
  const key = channelRows.some((c) => c.credentialsCipher) ? await credentialsKey(db) : null;
  const catalog: Catalog = {
    token,
    db,
    channels: new Map(channelRows.map((c) => [c.id, c])),
    services: new Map(serviceRows.map((s) => [s.id, s])),
    servicesByChannel: new Map(),
    credentials: new Map(),
    globalRule: undefined,
    channelRules: new Map(),
    serviceRules: new Map(),
    ruleRows,
    priceRules: new Map(),
    defaultPriceRuleId: null,
    userPriceRule: new Map(userRuleRows.map((r) => [r.userId, r.priceRuleId])),
    allotments: new Map(),
    allotmentUsers: new Map(),
    rateCards: new Map(cardRows.map((r) => [r.serviceId, { card: cardOf(r), row: r }])),
    uspsZoneChart: new Map(uspsRows.map((r) => [r.originZip3, r.zones])),
    proxyOf: new Map(subAccountRows.map((r) => [r.id, r.proxyId])),
    proxyMarkups: new Map(),
    zoneCharts: new Map(
      chartRows.map((r) => [
        r.channelId,
        {
          entries: new Map(Object.entries(r.entries)),
          rows: r.rowCount,
          filename: r.filename,
          uploadedAt: r.uploadedAt,
        },
      ]),
    ),
  };
  const sorted = [...serviceRows].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  for (const s of sorted) {
    const list = catalog.servicesByChannel.get(s.channelId) ?? [];
    list.push(s);
    catalog.servicesByChannel.set(s.channelId, list);
  }
  for (const c of channelRows) {
    if (key && c.credentialsCipher)
      catalog.credentials.set(c.id, decryptCredentials(key, c.credentialsCipher));
  }
  for (const r of ruleRows) {
    const partial = ruleFromInput(r.rule);
    if (r.serviceId) catalog.serviceRules.set(r.serviceId, partial);
    else if (r.channelId) catalog.channelRules.set(r.channelId, partial);
    else catalog.globalRule = partial;
  }
  for (const row of priceRows) {
    const entries = row.entries.map((e) => entryFromInput(priceRuleEntryInputSchema.parse(e)));
    catalog.priceRules.set(row.id, { row, entries });
    if (row.isDefault) catalog.defaultPriceRuleId = row.id;
  }
  for (const a of allotRows) {
    const set = catalog.allotments.get(a.userId) ?? new Set<string>();
    set.add(a.serviceId);
    catalog.allotments.set(a.userId, set);
    catalog.allotmentUsers.set(a.userId, { email: a.email, nickName: a.nickName, kind: a.kind });
  }
  for (const m of markupRows) {
    const list = catalog.proxyMarkups.get(m.proxyId) ?? [];
    list.push(m);
    catalog.proxyMarkups.set(m.proxyId, list);
  }
  return catalog;
}

/** Users whose parent is a proxy user (a parent of another kind does not make a sub-account). */
function subAccountsOfProxies(db: Database) {
  const parents = alias(users, 'parents');
  return db
    .select({ id: users.id, proxyId: parents.id })
    .from(users)
    .innerJoin(parents, and(eq(parents.id, users.parentId), eq(parents.kind, 'proxy')))
    .where(isNotNull(users.parentId));
}

interface CachedCatalog {
  loading: Promise<Catalog>;
  /** performance.now() when a token query that found this catalogue current was sent. */
  checkedAt: number;
}

const cached = new WeakMap<Database, CachedCatalog>();

/**
 * The current catalogue: the cached one when its token is still current, else freshly loaded. With
 * `maxAgeMs` (batch work only: placing thousands of orders), a catalogue whose token was found current
 * less than that long ago is used without asking again, so a change made meanwhile is seen up to
 * `maxAgeMs` late; every other caller (requests, single placements) checks the token each time.
 */
export async function loadCatalog(db: Database, maxAgeMs = 0): Promise<Catalog> {
  const hit = cached.get(db);
  if (maxAgeMs > 0 && hit && performance.now() - hit.checkedAt < maxAgeMs) {
    const catalog = await hit.loading.catch(() => null);
    if (catalog) return catalog;
  }
  const askedAt = performance.now();
  const token = (await changeTokens(db)).catalog;
  if (hit) {
    const catalog = await hit.loading.catch(() => null);
    if (catalog && catalog.token === token) {
      // Another caller may have replaced the entry meanwhile: only a still-current entry is refreshed.
      if (cached.get(db) === hit) hit.checkedAt = Math.max(hit.checkedAt, askedAt);
      return catalog;
    }
  }
  const loading = loadAll(db, token);
  const entry: CachedCatalog = { loading, checkedAt: askedAt };
  cached.set(db, entry);
  loading.catch(() => {
    if (cached.get(db) === entry) cached.delete(db);
  });
  return loading;
}
