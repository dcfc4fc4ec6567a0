import type {
  LingxingConnectInput,
  LingxingConnection,
  LingxingOrder,
  Locale,
  PageQuery,
} from '@shiplabel/shared';
import { lingxingConnectSchema } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { decryptSecretText, encryptSecretText } from '../carriers/credentials.ts';
import { carrierTokens } from '../carriers/http/carrier-tokens.ts';
import { enqueueJobPerSubject, enqueueSingletonJob } from '../jobs/queue.ts';
import { type LingxingCredentials, requestToken } from './lingxing.client.ts';
import {
  erpOrderNotFound,
  httpErrorOf,
  LingxingError,
  notConnected,
  nothingToPush,
} from './lingxing.errors.ts';
import {
  connectionOfUser,
  deleteConnection,
  erpOrderOfUser,
  erpOrdersPage,
  markLabelledDue,
  recordConnectionOutcome,
  updateErpOrder,
  upsertConnection,
} from './lingxing.repository.ts';
import type { LingxingConnectionRow } from './lingxing.table.ts';

export const LINGXING_PULL_KIND = 'lingxing.pull';
export const LINGXING_PUSH_KIND = 'lingxing.push';

type Mine = AppDeps & { userId: string };

export const tokensOf = (db: Database, connectionId: string) => carrierTokens(db, 'lingxing', connectionId);

export async function credentialsOf(db: Database, row: LingxingConnectionRow): Promise<LingxingCredentials> {
  return {
    connectionId: row.id,
    appId: row.appId,
    appSecret: await decryptSecretText(db, row.secretCipher),
    baseUrl: row.baseUrl,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const connectionView = (row: LingxingConnectionRow): LingxingConnection => ({
  id: row.id,
  appId: row.appId,
  baseUrl: row.baseUrl,
  status: row.lastErrorCode ? 'error' : 'ok',
  lastErrorCode: row.lastErrorCode,
  lastPulledAt: iso(row.lastPulledAt),
  lastPullCount: row.lastPullCount,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextPullAt: iso(row.nextPullAt),
  createdAt: row.createdAt.toISOString(),
});

export async function connectionOf(deps: Mine): Promise<LingxingConnection | null> {
  const row = await connectionOfUser(deps.db, deps.userId);
  return row ? connectionView(row) : null;
}

async function requireConnection(deps: Mine) {
  const row = await connectionOfUser(deps.db, deps.userId);
  if (!row) throw notConnected();
  return row;
}

/**
 * Connects (or re-connects) the caller's LingXing account: a token is asked for first, and only when
 * LingXing gives one are the app id and the sealed secret stored. Bad credentials store nothing.
 */
export async function connect(deps: Mine & { input: LingxingConnectInput }): Promise<LingxingConnection> {
  const input = lingxingConnectSchema.parse(deps.input);
  let token: { token: string; expiresInSeconds: number };
  try {
    token = await requestToken(input);
  } catch (error) {
    if (error instanceof LingxingError) throw httpErrorOf(error.failure);
    throw error;
  }
  const row = await upsertConnection(deps.db, {
    userId: deps.userId,
    appId: input.appId,
    secretCipher: await encryptSecretText(deps.db, input.appSecret),
    baseUrl: input.baseUrl,
    now: deps.clock(),
  });
  // The token just issued is the cached one (a token of the previous credentials must not be reused).
  const tokens = tokensOf(deps.db, row.id);
  await tokens.drop('token');
  await tokens.get('token', async () => token);
  return connectionView(row);
}

/** Asks LingXing for a fresh token with the stored credentials; records and answers the outcome. */
export async function testConnection(deps: Mine): Promise<LingxingConnection> {
  const row = await requireConnection(deps);
  const tokens = tokensOf(deps.db, row.id);
  const creds = await credentialsOf(deps.db, row);
  await tokens.drop('token');
  try {
    await tokens.get('token', () => requestToken(creds));
    await recordConnectionOutcome(deps.db, row.id, { lastErrorCode: '' });
  } catch (error) {
    if (!(error instanceof LingxingError)) throw error;
    await recordConnectionOutcome(deps.db, row.id, { lastErrorCode: error.failure.code });
    throw httpErrorOf(error.failure);
  }
  return connectionView({ ...row, lastErrorCode: '' });
}

/** Forgets the connection and its pulled-order records; the drafts stay the customer's orders. */
export async function disconnect(deps: Mine): Promise<void> {
  const [gone] = await deleteConnection(deps.db, deps.userId);
  if (!gone) throw notConnected();
  await tokensOf(deps.db, gone.id).drop('token');
}

/**
 * "Pull now": a pull job for the caller's connection on the durable queue, or the one already queued or
 * running for it (two clicks or two tabs queue one pull, as store syncs do).
 */
export async function requestPull(deps: Mine & { locale: Locale }): Promise<{ jobId: string }> {
  const row = await requireConnection(deps);
  const job = await enqueueJobPerSubject(deps, {
    kind: LINGXING_PULL_KIND,
    userId: deps.userId,
    subject: { field: 'connectionId', id: row.id },
    payload: { locale: deps.locale },
  });
  return { jobId: job.id };
}

export async function erpOrdersOf(deps: Mine & { query: PageQuery; locale: Locale }) {
  const { rows, total } = await erpOrdersPage(
    deps.db,
    deps.userId,
    deps.query.pageSize,
    pageOffset(deps.query),
  );
  const list: LingxingOrder[] = rows.map(({ row, orderNo, orderStatus, trackingNo }) => ({
    id: row.id,
    woNumber: row.woNumber,
    platformOrderNo: row.platformOrderNo,
    orderId: row.orderId,
    orderNo: orderNo ?? '',
    orderStatus: orderStatus ?? null,
    trackingNo: trackingNo ?? '',
    pushState: row.pushState as LingxingOrder['pushState'],
    pushAttempts: row.pushAttempts,
    trackingPushed: row.trackingPushedAt !== null,
    labelPushed: row.labelPushedAt !== null,
    errorCode: row.errorCode,
    errorMessage: row.errorCode ? t(deps.locale, row.errorCode) : '',
    pushedAt: iso(row.labelPushedAt),
    createdAt: row.createdAt.toISOString(),
  }));
  return toPage(list, total, deps.query);
}

/**
 * "Push again": the order's push-back starts over now. A step LingXing already accepted is not repeated
 * (setTrackingNo refuses an order that is no longer waiting for one), except the label of a pushed order,
 * which is sent once more.
 */
export async function pushAgain(deps: Mine & { id: string }): Promise<void> {
  const row = await erpOrderOfUser(deps.db, deps.userId, deps.id);
  if (!row) throw erpOrderNotFound();
  if (!row.orderId || row.pushState === 'invalid') throw nothingToPush();
  await updateErpOrder(deps.db, row.id, {
    pushState: 'waiting',
    pushAttempts: 0,
    nextPushAt: deps.clock(),
    errorCode: '',
    errorDetail: '',
    ...(row.pushState === 'pushed' && { labelPushedAt: null }),
  });
  // Due now if the draft still has its label; a voided one waits for a new label, as after a pull.
  const due = await markLabelledDue(deps.db, deps.clock(), row.orderId);
  if (due.length > 0) await enqueueSingletonJob(deps, { kind: LINGXING_PUSH_KIND });
}
