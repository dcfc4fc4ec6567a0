import {
  BACK_OFFICE_KINDS,
  type ChannelInput,
  channelInputSchema,
  type Locale,
  type mixSetInputSchema,
  type ServiceInput,
  serviceInputSchema,
  serviceLimitsSchema,
} from '@shiplabel/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation, validationFailed } from '../../lib/errors.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import type { CarrierAdapter } from '../carriers/carrier-adapter.ts';
import { credentialsKey, encryptCredentials } from '../carriers/credentials.ts';
import {
  adapterOf,
  CARRIER_SERVICES,
  carrierKnowsService,
  carrierSignatureOptions,
} from '../carriers/registry.ts';
import { bumpCatalog, loadCatalog } from '../pricing/catalog.ts';
import { carrierFieldIssues, mergedCredentials, modeOf } from './channel-fields.ts';
import { toChannel, toService, withServices } from './channel-views.ts';
import {
  channelInUse,
  channelNotFound,
  notCustomer,
  notStaff,
  secretsKeyMissing,
  serviceCodeTaken,
  serviceCodeUnknown,
  serviceNotFound,
  serviceNotInChannel,
  unknownCarrier,
  unknownServices,
} from './channels.errors.ts';
import {
  countAllotments,
  deleteChannelRow,
  deleteServiceRow,
  dropPriceEntriesFor,
  findUserKind,
  insertChannel,
  insertService,
  lockChannel,
  lockService,
  replaceAllotments,
  serviceIdsOfChannel,
  updateChannelRow,
  updateServiceRow,
} from './channels.repository.ts';
import type { ServiceLimitsJson } from './channels.table.ts';
import { ordersUsing } from './usage.ts';

type Deps = AppDeps & { locale: Locale };

async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw serviceCodeTaken(code);
    throw error;
  }
}

/** Refuses a service code the channel's carrier does not price or label (checked on create and edit). */
function assertKnownService(carrierCode: string, code: string) {
  if (carrierKnowsService(carrierCode, code)) return;
  throw serviceCodeUnknown(code, (CARRIER_SERVICES[carrierCode]?.codes ?? []).join(', '));
}

/** The credentials to store, encrypted; none left clears them. */
async function sealedCredentials(db: Database, values: Record<string, string>) {
  const keys = Object.keys(values).sort();
  if (keys.length === 0) return { credentialsCipher: null, credentialKeys: [] };
  return { credentialsCipher: encryptCredentials(await credentialsKey(db), values), credentialKeys: keys };
}

type ChannelFormInput = z.output<typeof channelInputSchema>;

/**
 * A carrier with secret settings needs SECRETS_KEY before any of its channels is written: without it the
 * credentials would be sealed with a key kept in the same database, and the next start-up would refuse
 * to run (carriers/secrets-rotation.ts). Checked first, so a refused request changes nothing.
 */
function assertSecretsKeyFor(deps: AppDeps, adapter: CarrierAdapter) {
  const hasSecrets = (adapter.settingsFields ?? []).some((f) => f.kind === 'secret');
  if (hasSecrets && !deps.config.secretsKey) throw secretsKeyMissing();
}

/**
 * The settings to store (with the mode) after checking them and the credentials against the carrier's
 * declared fields; refused with one translated issue per bad field.
 */
function checkedSettings(
  adapter: CarrierAdapter,
  input: ChannelFormInput,
  previous: { settings: Record<string, unknown>; secretKeys: readonly string[] },
  locale: Locale,
) {
  const mode = input.mode ?? input.settings.mode ?? modeOf(previous.settings);
  const settings = { ...input.settings, mode };
  const issues = carrierFieldIssues(
    adapter,
    { settings, credentials: input.credentials },
    previous.secretKeys,
    locale,
  );
  if (issues.length) throw validationFailed(issues);
  return settings;
}

/** Whether a carrier's default service is an international one (by its flag, else by the code). */
const internationalOf = (s: { code: string; international?: boolean }) =>
  s.international ?? s.code === 'international';

export async function createChannel(deps: Deps & { input: z.output<typeof channelInputSchema> }) {
  const { db, input } = deps;
  const adapter = adapterOf(input.carrierCode);
  if (!adapter) throw unknownCarrier(input.carrierCode);
  assertSecretsKeyFor(deps, adapter);
  const now = deps.clock();
  const settings = checkedSettings(adapter, input, { settings: {}, secretKeys: [] }, deps.locale);
  const sealed = await sealedCredentials(db, mergedCredentials({}, input.credentials));
  const id = await db.transaction(async (tx) => {
    const channel = await insertChannel(tx, {
      carrierCode: input.carrierCode,
      name: input.name,
      currency: input.currency,
      settings,
      remark: input.remark,
      createdAt: now,
      updatedAt: now,
      ...sealed,
    });
    if (input.withDefaultServices) {
      for (const [sort, s] of adapter.defaultServices.entries()) {
        await insertService(tx, {
          channelId: channel.id,
          code: s.code,
          name: s.name,
          transitDaysMin: s.transitDaysMin,
          transitDaysMax: s.transitDaysMax,
          limits: serviceLimitsSchema.parse({
            maxWeightLb: s.maxWeightLb ?? 150,
            international: internationalOf(s),
            // An international service does not carry domestic parcels unless its carrier says so.
            domestic: s.domestic ?? !internationalOf(s),
            batteryAllowed: s.batteryAllowed ?? false,
            signatureOptions: carrierSignatureOptions(input.carrierCode),
          }) as ServiceLimitsJson,
          sort,
          createdAt: now,
          updatedAt: now,
        });
      }
    }
    await bumpCatalog(tx);
    return channel.id;
  });
  const catalog = await loadCatalog(db);
  return withServices(catalog, catalog.channels.get(id)!, deps.locale);
}

export async function createService(deps: Deps & { input: z.output<typeof serviceInputSchema> }) {
  const { db, input } = deps;
  if (!input.channelId) throw validationFailed([{ field: 'channelId', key: 'validation.required' }]);
  const channelId = input.channelId;
  const now = deps.clock();
  const id = await guardCode(input.code, () =>
    db.transaction(async (tx) => {
      const channel = await lockChannel(tx, channelId);
      if (!channel) throw channelNotFound();
      assertKnownService(channel.carrierCode, input.code);
      const row = await insertService(tx, {
        channelId,
        code: input.code,
        name: input.name,
        transitDaysMin: input.transitDaysMin,
        transitDaysMax: input.transitDaysMax,
        limits: input.limits as ServiceLimitsJson,
        sort: input.sort,
        createdAt: now,
        updatedAt: now,
      });
      await bumpCatalog(tx);
      return row.id;
    }),
  );
  const catalog = await loadCatalog(db);
  return toService(catalog, catalog.services.get(id)!, deps.locale);
}

function parseOrFail<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationFailed(zodFieldIssues(parsed.error));
  return parsed.data;
}

/** update/{id}: a channel id takes the channel form, a service id the service form. */
export async function updateNode(deps: Deps & { id: string; body: unknown }) {
  const { db, id } = deps;
  const catalog = await loadCatalog(db);
  const now = deps.clock();
  const current = catalog.channels.get(id);
  if (current) {
    const input = parseOrFail(channelInputSchema, deps.body);
    // The carrier of a channel is fixed: its services' codes and data belong to that carrier.
    const adapter = adapterOf(current.carrierCode);
    if (!adapter || input.carrierCode !== current.carrierCode) throw unknownCarrier(input.carrierCode);
    assertSecretsKeyFor(deps, adapter);
    const settings = checkedSettings(
      adapter,
      input,
      { settings: current.settings, secretKeys: current.credentialKeys },
      deps.locale,
    );
    const stored = catalog.credentials.get(id) ?? {};
    const sealed =
      input.credentials === undefined
        ? {}
        : await sealedCredentials(db, mergedCredentials(stored, input.credentials));
    await db.transaction(async (tx) => {
      const row = await lockChannel(tx, id);
      if (!row) throw channelNotFound();
      if (input.carrierCode !== row.carrierCode) throw unknownCarrier(input.carrierCode);
      await updateChannelRow(tx, id, {
        name: input.name,
        currency: input.currency,
        settings,
        remark: input.remark,
        updatedAt: now,
        ...sealed,
      });
      await bumpCatalog(tx);
    });
    const fresh = await loadCatalog(db);
    return { channel: withServices(fresh, fresh.channels.get(id)!, deps.locale) };
  }
  if (catalog.services.has(id)) {
    const input = parseOrFail(serviceInputSchema, deps.body);
    await guardCode(input.code, () =>
      db.transaction(async (tx) => {
        const service = await lockService(tx, id);
        if (!service) throw serviceNotFound();
        assertKnownService(catalog.channels.get(service.channelId)?.carrierCode ?? '', input.code);
        await updateServiceRow(tx, id, {
          code: input.code,
          name: input.name,
          transitDaysMin: input.transitDaysMin,
          transitDaysMax: input.transitDaysMax,
          limits: input.limits as ServiceLimitsJson,
          sort: input.sort,
          updatedAt: now,
        });
        await bumpCatalog(tx);
      }),
    );
    const fresh = await loadCatalog(db);
    return { service: toService(fresh, fresh.services.get(id)!, deps.locale) };
  }
  throw channelNotFound();
}

export async function setNodeStatus(deps: Deps & { id: string; status: 0 | 1 }) {
  const { db, id } = deps;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    if (await lockChannel(tx, id)) await updateChannelRow(tx, id, { status: deps.status, updatedAt: now });
    else if (await lockService(tx, id))
      await updateServiceRow(tx, id, { status: deps.status, updatedAt: now });
    else throw channelNotFound();
    await bumpCatalog(tx);
  });
}

export interface DeleteOutcome {
  removedAllotments: number;
  removedPriceEntries: number;
}

/**
 * Deletes a channel (with its services) or one service. Refused while orders use it. Allotments, rate
 * cards, zone charts and estimation rules of what is deleted go with it; price-rule entries aimed at it are
 * removed from their rules. The counts are returned so the screen can say what went.
 */
export async function deleteNode(deps: Deps & { id: string }): Promise<DeleteOutcome> {
  const { db, id } = deps;
  return db.transaction(async (tx) => {
    const channel = await lockChannel(tx, id);
    const service = channel ? null : await lockService(tx, id);
    if (!channel && !service) throw channelNotFound();
    const serviceIds = channel ? await serviceIdsOfChannel(tx, id) : [id];
    const used = await ordersUsing(tx, serviceIds);
    if (used > 0) throw channelInUse(used);
    const removedAllotments = await countAllotments(tx, serviceIds);
    const removedPriceEntries = await dropPriceEntriesFor(tx, channel ? id : null, serviceIds);
    if (channel) await deleteChannelRow(tx, id);
    else await deleteServiceRow(tx, id);
    await bumpCatalog(tx);
    return { removedAllotments, removedPriceEntries };
  });
}

export async function updateMixSet(deps: Deps & { input: z.output<typeof mixSetInputSchema> }) {
  const { db, input } = deps;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    if (!(await lockChannel(tx, input.channelId))) throw channelNotFound();
    for (const change of input.services) {
      const row = await lockService(tx, change.id);
      if (!row) throw serviceNotFound();
      if (row.channelId !== input.channelId) throw serviceNotInChannel();
      const min = change.transitDaysMin ?? row.transitDaysMin;
      const max = change.transitDaysMax ?? row.transitDaysMax;
      if (max < min) throw validationFailed([{ field: 'transitDaysMax', key: 'channels.transit_invalid' }]);
      await updateServiceRow(tx, row.id, {
        ...(change.status === undefined ? {} : { status: change.status }),
        transitDaysMin: min,
        transitDaysMax: max,
        limits: serviceLimitsSchema.parse({ ...row.limits, ...change.limits }) as ServiceLimitsJson,
        updatedAt: now,
      });
    }
    await bumpCatalog(tx);
  });
  const catalog = await loadCatalog(db);
  return withServices(catalog, catalog.channels.get(input.channelId)!, deps.locale);
}

/** Replaces the services a customer (or, with `staff`, a staff member) is allotted. */
export async function allotServices(deps: Deps & { userId: string; serviceIds: string[]; staff?: boolean }) {
  const { db } = deps;
  const ids = [...new Set(deps.serviceIds)];
  await db.transaction(async (tx) => {
    const kind = await findUserKind(tx, deps.userId);
    if (!kind) throw notCustomer();
    const isBackOffice = (BACK_OFFICE_KINDS as readonly string[]).includes(kind);
    if (deps.staff ? !isBackOffice : isBackOffice) throw deps.staff ? notStaff() : notCustomer();
    const catalog = await loadCatalog(tx);
    const unknown = ids.filter((sid) => !catalog.services.has(sid));
    if (unknown.length) throw unknownServices(unknown.length);
    await replaceAllotments(tx, deps.userId, ids);
    await bumpCatalog(tx);
  });
}

export async function channelById(deps: { db: Database; id: string; locale: Locale }) {
  const catalog = await loadCatalog(deps.db);
  const row = catalog.channels.get(deps.id);
  if (!row) throw channelNotFound();
  return toChannel(catalog, row, deps.locale);
}

export type { ChannelInput, ServiceInput };
