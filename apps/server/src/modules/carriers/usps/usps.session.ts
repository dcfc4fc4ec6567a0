import {
  type CarrierContext,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
  type CarrierTokens,
} from '../carrier-adapter.ts';
import { uspsError } from './usps.errors.ts';
import { uspsBaseUrl } from './usps.mappers.ts';

export const OAUTH_PATH = '/oauth2/v3/token';
export const PAYMENT_PATH = '/payments/v3/payment-authorization';
/** The scopes our calls need (OAuth client_credentials grant; an app is granted these on the USPS portal). */
export const USPS_SCOPE = 'prices international-prices labels international-labels tracking payments';

const OAUTH_KEY = 'oauth';
const PAYMENT_KEY = 'payment';
/** USPS payment authorization tokens live 8 hours (payments.yaml); kept 50 minutes, as a fresh one is cheap. */
const PAYMENT_TOKEN_SECONDS = 50 * 60;

interface TokenAnswer {
  access_token?: string;
  expires_in?: string | number;
}

/** What a USPS call needs from the context: the HTTP client, the token cache and the host. */
export interface UspsSession {
  http: CarrierHttp;
  tokens: CarrierTokens;
  baseUrl: string;
  ctx: CarrierContext;
}

export function uspsSession(ctx: CarrierContext): UspsSession {
  if (!ctx.http || !ctx.tokens)
    throw new CarrierError('carrier.unreachable', 'USPS needs the channel HTTP client and token cache');
  return { http: ctx.http, tokens: ctx.tokens, baseUrl: uspsBaseUrl(ctx.settings, ctx.mode), ctx };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** POST /oauth2/v3/token (form, client_credentials): a fresh access token, never the cached one. */
export async function fetchAccessToken(s: UspsSession): Promise<{ token: string; expiresInSeconds: number }> {
  const clientId = text(s.ctx.credentials.clientId);
  const clientSecret = text(s.ctx.credentials.clientSecret);
  if (!clientId || !clientSecret)
    throw new CarrierError('carrier.auth_failed', 'client id or secret missing');
  const res = await s.http.request({
    method: 'POST',
    url: `${s.baseUrl}${OAUTH_PATH}`,
    form: {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope: USPS_SCOPE,
    },
    safeToRetry: true,
    operation: 'token',
  });
  if (res.status !== 200) throw uspsError(res.status, res.text);
  const answer = res.json<TokenAnswer>();
  if (!answer.access_token)
    throw new CarrierError('carrier.bad_response', 'token answer without access_token');
  // USPS sends expires_in as a string of seconds ("14399").
  const seconds = Number(answer.expires_in);
  return {
    token: answer.access_token,
    expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 3600,
  };
}

/** The payment authorization body: the channel's account pays and owns the label ranges. */
export function paymentRoles(settings: Record<string, unknown>) {
  const crid = text(settings.crid);
  const mid = text(settings.mid);
  const manifestMID = text(settings.manifestMid) || mid;
  const accountType = text(settings.accountType) || 'EPS';
  const accountNumber = text(settings.accountNumber);
  if (!crid || !mid || !accountNumber)
    throw new CarrierError(
      'carrier.auth_failed',
      'CRID, MID and account number are needed to buy USPS labels',
    );
  return {
    roles: [
      { roleName: 'PAYER', CRID: crid, MID: mid, manifestMID, accountType, accountNumber },
      { roleName: 'LABEL_OWNER', CRID: crid, MID: mid, manifestMID },
    ],
  };
}

/** The payments API refused our cached access token (401): fetch a new one and try once more. */
class StaleAccessToken extends Error {
  constructor(readonly error: CarrierError) {
    super(error.code);
  }
}

async function paymentToken(s: UspsSession, accessToken: string): Promise<string | null> {
  try {
    return await s.tokens.get(PAYMENT_KEY, () => fetchPaymentToken(s, accessToken));
  } catch (error) {
    if (error instanceof StaleAccessToken) return null;
    throw error;
  }
}

async function fetchPaymentToken(s: UspsSession, accessToken: string) {
  const res = await s.http.request({
    method: 'POST',
    url: `${s.baseUrl}${PAYMENT_PATH}`,
    headers: { authorization: `Bearer ${accessToken}` },
    body: paymentRoles(s.ctx.settings),
    safeToRetry: true,
    operation: 'paymentAuthorization',
  });
  if (res.status === 401) throw new StaleAccessToken(uspsError(res.status, res.text));
  if (res.status !== 200) throw uspsError(res.status, res.text);
  const token = res.json<{ paymentAuthorizationToken?: string }>().paymentAuthorizationToken;
  if (!token)
    throw new CarrierError('carrier.bad_response', 'payment answer without paymentAuthorizationToken');
  return { token, expiresInSeconds: PAYMENT_TOKEN_SECONDS };
}

const accessToken = (s: UspsSession) => s.tokens.get(OAUTH_KEY, () => fetchAccessToken(s));

export interface UspsCall extends Omit<CarrierHttpRequest, 'url'> {
  path: string;
  /** Labels and voids carry X-Payment-Authorization-Token. */
  payment?: boolean;
}

/**
 * One authorized call. A 401 means the cached token was revoked or expired early: it is dropped (with
 * the payment token, made with it) and the call is made once more with fresh ones.
 */
export async function uspsCall(s: UspsSession, call: UspsCall): Promise<CarrierHttpResponse> {
  const { path, payment, ...request } = call;
  for (let attempt = 1; ; attempt++) {
    const token = await accessToken(s);
    const headers: Record<string, string> = { ...request.headers, authorization: `Bearer ${token}` };
    if (payment) {
      const paying = await paymentToken(s, token);
      if (paying === null) {
        if (attempt > 1) throw new CarrierError('carrier.auth_failed', 'USPS refused a fresh access token');
        await s.tokens.drop(OAUTH_KEY);
        continue;
      }
      headers['x-payment-authorization-token'] = paying;
    }
    const res = await s.http.request({ ...request, url: `${s.baseUrl}${path}`, headers });
    if (res.status !== 401 || attempt > 1) return res;
    await s.tokens.drop(OAUTH_KEY);
    if (payment) await s.tokens.drop(PAYMENT_KEY);
  }
}

/**
 * Checks the credentials with one fresh token request (never the cached token). Only one call: with the
 * 60-calls-an-hour quota the channel's limiter would hold a second one (the payment authorization) for a
 * minute; an account USPS will not let pay fails on the first label with USPS's own text.
 */
export async function checkConnection(s: UspsSession): Promise<void> {
  await fetchAccessToken(s);
}
