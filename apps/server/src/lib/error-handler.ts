import type { Locale } from '@shiplabel/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldIssue } from './errors.ts';
import { hasMessage, t } from './i18n/index.ts';
import { requestLocale } from './request-locale.ts';
import { fastifyFieldIssues, fieldLabel, issueMessage } from './validation.ts';

/** Fastify's own request errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'request.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'request.malformed_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'request.too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'request.unsupported_media_type'],
};

/**
 * Parameters that are message keys themselves (e.g. `orders.status.8`) read in the caller's language, and
 * a `field` parameter (a field path) as the field's translated label.
 */
export const translatedParams = (locale: Locale, params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (typeof v !== 'string') return [k, v];
      if (k === 'field') return [k, fieldLabel(locale, v)];
      return [k, hasMessage(v) ? t(locale, v) : v];
    }),
  );

/** One of our errors worded as its error response words it, for answers that carry many (batches, jobs). */
export const messageOfError = (locale: Locale, error: AppError) =>
  t(locale, error.errorCode, translatedParams(locale, error.params));

/** Sends the error envelope: HTTP status == code, message in the caller's language, stable errorCode. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: string,
  params: Record<string, unknown> = {},
  issues: FieldIssue[] = [],
) {
  const locale = requestLocale(request);
  const errors = issues.map((issue) => ({ field: issue.field, message: issueMessage(locale, issue) }));
  request.errorCode = errorCode;
  return reply.code(status).send({
    code: status,
    message: errors[0]?.message ?? t(locale, errorCode, translatedParams(locale, params)),
    data: null,
    errorCode,
    ...(errors.length ? { errors } : {}),
    requestId: String(request.id),
  });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.errorCode);
    return sendError(request, reply, error.status, error.errorCode, error.params, error.fieldIssues);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = fastifyFieldIssues(error.validation, error.validationContext);
    return sendError(request, reply, 400, 'validation.failed', {}, issues);
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return sendError(request, reply, known[0], known[1]);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(request, reply, status, 'request.bad_request');
  // Unexpected: log everything with the request id, tell the caller nothing internal.
  request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, 500, 'server.internal_error');
}
