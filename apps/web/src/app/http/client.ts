import './options.ts';
import { REQUEST_CONSTANTS } from '@shiplabel/shared/layout/settings';
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, isCancel } from 'axios';
import { getToken, setToken } from '../auth/session.ts';
import { feedback } from '../feedback.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import {
  ApiError,
  interpretEnvelope,
  isEnvelope,
  messageSeconds,
  transportErrorMessage,
} from './envelope.ts';
import { retryDelayMs, shouldRetry } from './retry.ts';
import { renewedToken } from './token.ts';
import { onUnauthorized } from './unauthorized.ts';

/** Same origin: the server serves the built app, and Vite's dev server proxies the API paths. */
export const httpClient = axios.create({ baseURL: '/', timeout: REQUEST_CONSTANTS.timeout });

export { setUnauthorizedHandler } from './unauthorized.ts';

const requestErrorText = () => i18n.t('common:request.error');

httpClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', currentLocale());
  if (config.download) config.responseType = 'blob';
  return config;
});

function keepRenewedToken(headers: AxiosResponse['headers'] | undefined) {
  const next = renewedToken(getToken(), headers?.token);
  if (next) setToken(next);
}

/** Resolves to the envelope's data, or rejects after the spec's message handling. */
function settleEnvelope(
  body: Parameters<typeof interpretEnvelope>[0],
  config: AxiosRequestConfig | undefined,
) {
  const outcome = interpretEnvelope(body, requestErrorText());
  if (outcome.kind === 'ok') return outcome.data;
  if (outcome.kind === 'unauthorized') {
    onUnauthorized();
    throw new ApiError({ code: 401, message: body.message });
  }
  if (!config?.hideMessage) {
    const seconds = messageSeconds(config?.duration, REQUEST_CONSTANTS.errorMessageDuration);
    feedback.message.error(outcome.error.message, seconds);
  }
  throw outcome.error;
}

/** Error bodies of download requests arrive as blobs; read them back as envelopes when they are JSON. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob && data.type.includes('json')) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return null;
    }
  }
  return data;
}

httpClient.interceptors.response.use(
  (response) => {
    keepRenewedToken(response.headers);
    if (response.config.download) return response;
    if (isEnvelope(response.data)) return settleEnvelope(response.data, response.config);
    return response.data;
  },
  async (error: AxiosError) => {
    if (isCancel(error)) throw error; // aborted by us (e.g. a query was cancelled): nothing to tell
    keepRenewedToken(error.response?.headers);
    const config = error.config;
    const status = error.response?.status;
    const attempts = config?.retryCount ?? 0;
    if (config && shouldRetry(config.retry, status, attempts)) {
      const attempt = attempts + 1;
      feedback.message.info(
        i18n.t('common:request.retrying', { count: attempt, max: REQUEST_CONSTANTS.maxRetries }),
      );
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      return httpClient.request({ ...config, retryCount: attempt });
    }
    const body = await readBody(error.response?.data);
    if (isEnvelope(body)) return settleEnvelope(body, config);
    const message = transportErrorMessage(error, requestErrorText());
    if (!config?.hideMessage) {
      feedback.message.error(
        message,
        messageSeconds(config?.duration, REQUEST_CONSTANTS.networkErrorDuration),
      );
    }
    throw new ApiError({ code: status ?? 0, message, transport: true });
  },
);
