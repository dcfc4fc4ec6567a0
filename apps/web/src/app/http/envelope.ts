import {
  type ApiEnvelope,
  type FieldError,
  SUCCESS_CODE,
  UNAUTHORIZED_CODE,
} from '@shiplabel/shared/envelope';

/** A failed call: a business error from the envelope, or a transport error (no envelope). */
export class ApiError extends Error {
  readonly code: number;
  readonly errorCode: string | undefined;
  readonly errors: FieldError[];
  readonly transport: boolean;

  constructor(init: {
    code: number;
    message: string;
    errorCode?: string;
    errors?: FieldError[];
    transport?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.errorCode = init.errorCode;
    this.errors = init.errors ?? [];
    this.transport = init.transport ?? false;
  }
}

export function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

export type EnvelopeOutcome<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'unauthorized' }
  | { kind: 'error'; error: ApiError };

/**
 * Spec section 7: code 200 is success; code 401 means the session is gone (log out, no message); any other
 * code is an error whose message is the server's, or `fallbackMessage` when it sent none.
 */
export function interpretEnvelope<T>(body: ApiEnvelope<T>, fallbackMessage: string): EnvelopeOutcome<T> {
  if (body.code === SUCCESS_CODE) return { kind: 'ok', data: body.data };
  if (body.code === UNAUTHORIZED_CODE) return { kind: 'unauthorized' };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallbackMessage;
  return {
    kind: 'error',
    error: new ApiError({
      code: body.code,
      message,
      ...(body.errorCode ? { errorCode: body.errorCode } : {}),
      ...(Array.isArray(body.errors) ? { errors: body.errors } : {}),
    }),
  };
}

/** Network/HTTP failures without an envelope: axios' own message ("Network Error", ...) or the fallback. */
export function transportErrorMessage(error: { message?: unknown }, fallbackMessage: string): string {
  return typeof error.message === 'string' && error.message.trim() ? error.message : fallbackMessage;
}

/** Message duration in seconds: the request's own (ms) or the kind's default (ms). */
export function messageSeconds(requestDurationMs: number | undefined, defaultMs: number): number {
  return (requestDurationMs ?? defaultMs) / 1000;
}
