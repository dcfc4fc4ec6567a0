import {
  type EstimationRuleInput,
  effectiveRule,
  entryToInput,
  type Locale,
  type PriceRuleInput,
  type priceRuleInputSchema,
  ruleFromInput,
  ruleToInput,
} from '@shiplabel/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { toService } from '../channels/channel-views.ts';
import { users } from '../users/users.table.ts';
import { bumpCatalog, loadCatalog } from './catalog.ts';
import {
  priceRuleInUse,
  priceRuleNameTaken,
  priceRuleNotFound,
  scopeNotFound,
  usersNotFound,
} from './pricing.errors.ts';
import { estimationRules, priceRules, userPriceRules } from './pricing.table.ts';

/** Estimation rules: the global one, each channel's and service's overrides, and the effective values. */
export async function computeInfo(deps: { db: Database; channelId?: string; serviceId?: string }) {
  const catalog = await loadCatalog(deps.db);
  const service = deps.serviceId ? catalog.services.get(deps.serviceId) : undefined;
  if (deps.serviceId && !service) throw scopeNotFound();
  const channelId = service?.channelId ?? deps.channelId;
  if (channelId && !catalog.channels.has(channelId)) throw scopeNotFound();
  const effective = effectiveRule(
    catalog.globalRule,
    channelId ? catalog.channelRules.get(channelId) : undefined,
    service ? catalog.serviceRules.get(service.id) : undefined,
  );
  return {
    global: ruleToInput(catalog.globalRule ?? {}),
    channel: channelId ? ruleToInput(catalog.channelRules.get(channelId) ?? {}) : null,
    service: service ? ruleToInput(catalog.serviceRules.get(service.id) ?? {}) : null,
    effective: ruleToInput(effective),
    overrides: catalog.ruleRows
      .filter((r) => r.channelId || r.serviceId)
      .map((r) => ({ channelId: r.channelId, serviceId: r.serviceId, rule: r.rule })),
  };
}

/**
 * Saves the rule of a scope (global when neither id is given). The fields given replace that scope's
 * stored fields; a field left out falls back to the wider scope. An empty rule removes the override.
 */
export async function saveComputeRule(
  deps: AppDeps & { channelId?: string | null; serviceId?: string | null; rule: EstimationRuleInput },
) {
  const { db } = deps;
  const catalog = await loadCatalog(db);
  const serviceId = deps.serviceId ?? null;
  const channelId = serviceId ? null : (deps.channelId ?? null);
  if (serviceId && !catalog.services.has(serviceId)) throw scopeNotFound();
  if (channelId && !catalog.channels.has(channelId)) throw scopeNotFound();
  const rule = ruleToInput(ruleFromInput(deps.rule));
  await db.transaction(async (tx) => {
    const scope = and(
      channelId ? eq(estimationRules.channelId, channelId) : isNull(estimationRules.channelId),
      serviceId ? eq(estimationRules.serviceId, serviceId) : isNull(estimationRules.serviceId),
    );
    await tx.delete(estimationRules).where(scope);
    if (Object.keys(rule).length || (!channelId && !serviceId)) {
      await tx.insert(estimationRules).values({ channelId, serviceId, rule, updatedAt: deps.clock() });
    }
    await bumpCatalog(tx);
  });
  return computeInfo({ db, channelId: channelId ?? undefined, serviceId: serviceId ?? undefined });
}

export async function listPriceRules(deps: { db: Database }) {
  const catalog = await loadCatalog(deps.db);
  const counts = new Map<string, number>();
  for (const ruleId of catalog.userPriceRule.values()) counts.set(ruleId, (counts.get(ruleId) ?? 0) + 1);
  return [...catalog.priceRules.values()]
    .sort((a, b) => Number(b.row.isDefault) - Number(a.row.isDefault) || a.row.name.localeCompare(b.row.name))
    .map(({ row, entries }) => ({
      id: row.id,
      name: row.name,
      isDefault: row.isDefault,
      entries: entries.map(entryToInput),
      userCount: counts.get(row.id) ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    }));
}

async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw priceRuleNameTaken(name);
    throw error;
  }
}

type RuleInput = z.output<typeof priceRuleInputSchema>;

export async function savePriceRule(deps: AppDeps & { id?: string; input: RuleInput }) {
  const { db, input } = deps;
  const now = deps.clock();
  const id = await guardName(input.name, () =>
    db.transaction(async (tx) => {
      // One default at a time: making this one the default takes it from the other.
      if (input.isDefault)
        await tx.update(priceRules).set({ isDefault: false }).where(eq(priceRules.isDefault, true));
      let ruleId = deps.id;
      if (ruleId) {
        const updated = await tx
          .update(priceRules)
          .set({ name: input.name, isDefault: input.isDefault, entries: input.entries, updatedAt: now })
          .where(eq(priceRules.id, ruleId))
          .returning({ id: priceRules.id });
        if (updated.length === 0) throw priceRuleNotFound();
      } else {
        const [row] = await tx
          .insert(priceRules)
          .values({
            name: input.name,
            isDefault: input.isDefault,
            entries: input.entries,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: priceRules.id });
        ruleId = row!.id;
      }
      await bumpCatalog(tx);
      return ruleId;
    }),
  );
  return (await listPriceRules({ db })).find((r) => r.id === id)!;
}

export async function deletePriceRule(deps: AppDeps & { id: string }) {
  await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userPriceRules)
      .where(eq(userPriceRules.priceRuleId, deps.id));
    if (Number(held?.n ?? 0) > 0) throw priceRuleInUse(Number(held!.n));
    const deleted = await tx
      .delete(priceRules)
      .where(eq(priceRules.id, deps.id))
      .returning({ id: priceRules.id });
    if (deleted.length === 0) throw priceRuleNotFound();
    await bumpCatalog(tx);
  });
}

async function requireUsers(db: Database, userIds: string[]) {
  if (userIds.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  if (found.length !== new Set(userIds).size) throw usersNotFound(new Set(userIds).size - found.length);
}

export async function attachPriceRule(deps: AppDeps & { userIds: string[]; priceRuleId: string }) {
  await deps.db.transaction(async (tx) => {
    const [rule] = await tx
      .select({ id: priceRules.id })
      .from(priceRules)
      .where(eq(priceRules.id, deps.priceRuleId));
    if (!rule) throw priceRuleNotFound();
    await requireUsers(tx, deps.userIds);
    for (const userId of new Set(deps.userIds)) {
      await tx
        .insert(userPriceRules)
        .values({ userId, priceRuleId: deps.priceRuleId })
        .onConflictDoUpdate({ target: userPriceRules.userId, set: { priceRuleId: deps.priceRuleId } });
    }
    await bumpCatalog(tx);
  });
}

export async function detachPriceRule(deps: AppDeps & { userIds: string[] }) {
  await deps.db.transaction(async (tx) => {
    if (deps.userIds.length)
      await tx.delete(userPriceRules).where(inArray(userPriceRules.userId, deps.userIds));
    await bumpCatalog(tx);
  });
}

/** Users allotted a service code (any channel) with the price rule that prices them. */
export async function usersByServiceCode(deps: { db: Database; serviceCode?: string; locale: Locale }) {
  const catalog = await loadCatalog(deps.db);
  const rows = [];
  for (const [userId, ids] of catalog.allotments) {
    const services = [...ids]
      .map((id) => catalog.services.get(id)!)
      .filter((s) => !deps.serviceCode || s.code === deps.serviceCode);
    if (services.length === 0) continue;
    const user = catalog.allotmentUsers.get(userId)!;
    const own = catalog.userPriceRule.get(userId) ?? null;
    const ruleId = own ?? catalog.defaultPriceRuleId;
    rows.push({
      userId,
      email: user.email,
      nickName: user.nickName,
      kind: user.kind,
      priceRuleId: ruleId,
      priceRuleName: ruleId ? (catalog.priceRules.get(ruleId)?.row.name ?? '') : '',
      isDefaultRule: own === null,
      services: services.map((s) => toService(catalog, s, deps.locale)),
    });
  }
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}

export type { PriceRuleInput };
