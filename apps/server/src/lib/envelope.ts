import { envelopeSchema, SUCCESS_CODE } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { t } from './i18n/index.ts';
import { requestLocale } from './request-locale.ts';
import { markFastResponse } from './response-serializer.ts';

/** The 200 response schema of a route whose data is `data`. */
export const okSchema = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/**
 * okSchema for a hot read route: the same contract, written by fast-json-stringify instead of zod's encode
 * and JSON.stringify (lib/response-serializer.ts; the tests still check each response with zod).
 */
export const okFastSchema = <T extends z.ZodType>(data: T) => ({
  200: markFastResponse(envelopeSchema(data)),
});

/** `{ code: 200, message, data }` with the message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'common.ok') {
  return { code: SUCCESS_CODE, message: t(requestLocale(request), messageKey), data };
}
