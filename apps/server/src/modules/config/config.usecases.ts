import {
  type AdminConfig,
  type BusinessFees,
  CONFIG_DEFAULTS,
  type ConfigUpdate,
  type ContactDetails,
  configValueSchemas,
  DEFAULT_INSURANCE_TABLE,
  type ExternalLink,
  formatMinor,
  type InsuranceTable,
  type InsuranceVersion,
  type InternationalDeposits,
  insuranceTableFromInput,
  insuranceTableToInput,
  type PublicConfig,
  parseMinor,
} from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { changeTokens } from './change-tokens.ts';
import {
  allConfigRows,
  insertInsuranceTable,
  insuranceTableById,
  insuranceTableVersions,
  latestInsuranceTable,
  tableOfRow,
  writeConfigValue,
} from './config.repository.ts';

/** The configuration as the server acts on it: money in cents, the upload limit in bytes. */
export interface SysConfig {
  importDepositMinor: bigint;
  exportDepositMinor: bigint;
  falseInfoPenaltyMinor: bigint;
  zoneLookupFeeMinor: bigint;
  uploadLimitBytes: number;
  contact: ContactDetails;
  externalLinks: ExternalLink[];
  /** The current insurance table version (new quotes are priced with it). */
  insurance: { id: string; version: number; table: InsuranceTable };
  updated: { key: string; updatedBy: string | null; updatedAt: string }[];
}

/**
 * Parsed configuration per database, with the change token it was read at. Every read asks the database
 * for the token (one query on two primary keys: the newest change record and the newest insurance
 * version) and re-reads only when it moved, so every instance acts on a change at once, without a window.
 */
const cache = new WeakMap<Database, { token: string; value: Promise<SysConfig> }>();

/** Version 1, spec section 9's table, under a fixed id so quotes can name it before it is stored. */
export const DEFAULT_INSURANCE_ID = '00000000-0000-4000-8000-000000000001';
const DEFAULT_INSURANCE_VERSION = { id: DEFAULT_INSURANCE_ID, version: 1, table: DEFAULT_INSURANCE_TABLE };

const MONEY_KEYS = ['importDeposit', 'exportDeposit', 'falseInfoPenalty', 'zoneLookupFee'] as const;
type MoneyKey = (typeof MONEY_KEYS)[number];

/** Stored JSON -> typed value; a stored value that no longer validates falls back to the default. */
function storedValues(rows: { key: string; value: unknown }[]) {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const money = (key: MoneyKey): bigint => {
    const value = stored.get(key);
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
    return parseMinor(CONFIG_DEFAULTS[key])!;
  };
  const parsed = <K extends 'uploadLimitKb' | 'contact' | 'externalLinks'>(key: K) => {
    const result = configValueSchemas[key].safeParse(stored.get(key));
    return (result.success ? result.data : CONFIG_DEFAULTS[key]) as (typeof CONFIG_DEFAULTS)[K];
  };
  return { money, parsed };
}

async function readSysConfig(db: Database): Promise<SysConfig> {
  const rows = await allConfigRows(db);
  const { money, parsed } = storedValues(rows);
  const stored = await latestInsuranceTable(db);
  // Nothing stored yet: spec section 9's table is version 1 (written when the first edit is saved), so
  // reading never writes.
  const insurance = stored
    ? { id: stored.id, version: stored.version, table: tableOfRow(stored) }
    : DEFAULT_INSURANCE_VERSION;
  return {
    importDepositMinor: money('importDeposit'),
    exportDepositMinor: money('exportDeposit'),
    falseInfoPenaltyMinor: money('falseInfoPenalty'),
    zoneLookupFeeMinor: money('zoneLookupFee'),
    uploadLimitBytes: parsed('uploadLimitKb') * 1024,
    contact: parsed('contact'),
    externalLinks: parsed('externalLinks'),
    insurance,
    updated: rows.map((r) => ({
      key: r.key,
      updatedBy: r.updatedBy,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/** The system configuration as the database holds it now (parsed once per change). */
export async function getSysConfig(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<SysConfig> {
  const token = (await changeTokens(deps.db)).config;
  const hit = cache.get(deps.db);
  if (hit && hit.token === token) {
    const value = await hit.value.catch(() => null);
    if (value) return value;
  }
  const value = readSysConfig(deps.db);
  cache.set(deps.db, { token, value });
  return value;
}

/**
 * The insurance table an existing order keeps: the version its quote names; a quote from before versions
 * existed (no id) or naming an unknown id was priced with version 1, the spec's table.
 */
export async function insuranceTableFor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  id: string | undefined,
  config?: SysConfig,
): Promise<{ id: string; table: InsuranceTable }> {
  const current = (config ?? (await getSysConfig(deps))).insurance;
  if (!id || id === current.id) return current;
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await insuranceTableById(deps.db, id) : null;
  return row ? { id: row.id, table: tableOfRow(row) } : { id, table: DEFAULT_INSURANCE_TABLE };
}

export async function publicConfig(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<PublicConfig> {
  const config = await getSysConfig(deps);
  return { contact: config.contact, externalLinks: config.externalLinks, fees: await businessFees(deps) };
}

export async function businessFees(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<BusinessFees> {
  const c = await getSysConfig(deps);
  return {
    importDeposit: formatMinor(c.importDepositMinor),
    exportDeposit: formatMinor(c.exportDepositMinor),
    falseInfoPenalty: formatMinor(c.falseInfoPenaltyMinor),
    zoneLookupFee: formatMinor(c.zoneLookupFeeMinor),
    uploadLimitKb: c.uploadLimitBytes / 1024,
    insuranceTable: insuranceTableToInput(c.insurance.table),
  };
}

export async function adminConfig(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<AdminConfig> {
  const c = await getSysConfig(deps);
  return {
    values: {
      importDeposit: formatMinor(c.importDepositMinor),
      exportDeposit: formatMinor(c.exportDepositMinor),
      falseInfoPenalty: formatMinor(c.falseInfoPenaltyMinor),
      zoneLookupFee: formatMinor(c.zoneLookupFeeMinor),
      uploadLimitKb: c.uploadLimitBytes / 1024,
      contact: c.contact,
      externalLinks: c.externalLinks,
      insuranceTable: insuranceTableToInput(c.insurance.table),
    },
    insuranceVersion: { id: c.insurance.id, version: c.insurance.version },
    updated: c.updated,
  };
}

/** What is stored for a validated value: money as integer cents, the rest as validated. */
function storedValueOf(update: ConfigUpdate): unknown {
  if ((MONEY_KEYS as readonly string[]).includes(update.key))
    return Number(parseMinor(update.value as string));
  return update.value;
}

/**
 * Changes one key (already validated by the shared schema) and records the change. The insurance table
 * is never overwritten: a change adds a version.
 */
export async function updateConfig(
  deps: Pick<AppDeps, 'db' | 'clock'> & { actorId: string; update: ConfigUpdate },
): Promise<AdminConfig> {
  const at = deps.clock();
  const { update } = deps;
  if (update.key === 'insuranceTable') {
    // Version 1 (the default) is stored before version 2, so the history shows what orders were priced with.
    await insertInsuranceTable(deps.db, DEFAULT_INSURANCE_TABLE, {
      id: DEFAULT_INSURANCE_ID,
      actorId: null,
      at,
      ifNone: true,
    });
    const table = insuranceTableFromInput(update.value);
    await retryOnVersionRace(() => insertInsuranceTable(deps.db, table, { actorId: deps.actorId, at }));
    await writeConfigValue(deps.db, { key: update.key, value: update.value, actorId: deps.actorId, at });
  } else {
    await writeConfigValue(deps.db, {
      key: update.key,
      value: storedValueOf(update),
      actorId: deps.actorId,
      at,
    });
  }
  return adminConfig(deps);
}

async function retryOnVersionRace<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

/** Every insurance table version, newest first. */
export async function insuranceVersions(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<InsuranceVersion[]> {
  const rows = await insuranceTableVersions(deps.db);
  if (rows.length === 0)
    return [
      {
        id: DEFAULT_INSURANCE_ID,
        version: 1,
        table: insuranceTableToInput(DEFAULT_INSURANCE_TABLE),
        createdBy: null,
        createdAt: null,
      },
    ];
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    table: insuranceTableToInput(tableOfRow(row)),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What rating takes from the configuration: the international deposits and an insurance table version. */
export interface RatingSettings {
  deposits: InternationalDeposits;
  insurance: { id: string; table: InsuranceTable };
}

/**
 * The rating settings of a new quote (current table), or of an existing order re-priced: the insurance
 * table version its quote names, so the order keeps the insurance it was priced with.
 */
export async function ratingSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  insuranceTableId?: string,
): Promise<RatingSettings> {
  const config = await getSysConfig(deps);
  return {
    deposits: { importMinor: config.importDepositMinor, exportMinor: config.exportDepositMinor },
    // The configuration just read (one token query per quote, not two).
    insurance: await insuranceTableFor(deps, insuranceTableId, config),
  };
}
