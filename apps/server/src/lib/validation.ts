import type { Locale } from '@shiplabel/shared';
import { z } from 'zod';
import type { FieldIssue } from './errors.ts';
import { hasMessage, t } from './i18n/index.ts';

type RawIssue = z.core.$ZodRawIssue;

/** Issue -> `validation.*` key, for issues whose schema gave no message of its own (those keep theirs). */
function defaultKey(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.invalid_type';
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'validation.required' : 'validation.too_short';
      return issue.origin === 'array' ? 'validation.too_few' : 'validation.too_small';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.too_long';
      return issue.origin === 'array' ? 'validation.too_many' : 'validation.too_big';
    case 'invalid_format':
      return 'validation.invalid_format';
    case 'invalid_value':
      return 'validation.invalid_value';
    case 'unrecognized_keys':
      return 'validation.unrecognized_keys';
    default:
      return 'validation.invalid';
  }
}

let installed = false;
/**
 * Makes zod's default messages i18n keys, so every validation message can be translated per request.
 * Schema-level messages (shared keys such as `auth.password_length`) take precedence over this map.
 */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => defaultKey(issue) });
}
installZodMessages();

const PARAM_NAMES = ['expected', 'minimum', 'maximum', 'keys', 'format', 'values'] as const;

function pickParams(source: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of PARAM_NAMES) if (source[name] !== undefined) out[name] = source[name];
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A uuid's text form: ids from a URL are checked before they reach a uuid column (which would throw). */
export const isUuid = (value: string) => UUID.test(value);

export const fieldName = (path: readonly PropertyKey[], fallback: string) =>
  path.length ? path.map(String).join('.') : fallback;

/** Issues of a zod error (e.g. the JSON inside encryptData) as field issues. */
export function zodFieldIssues(error: z.ZodError, fallbackField = 'body'): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: fieldName(issue.path, fallbackField),
    key: issue.message,
    params: pickParams(issue as unknown as Record<string, unknown>),
  }));
}

/** Fastify's validation errors (from fastify-type-provider-zod) as field issues. */
export function fastifyFieldIssues(
  validation: { instancePath: string; message?: string; params: Record<string, unknown> }[],
  context: string | undefined,
): FieldIssue[] {
  return validation.map((v) => ({
    field: fieldName(v.instancePath.split('/').filter(Boolean), context ?? 'body'),
    key: v.message ?? 'validation.invalid',
    params: pickParams(v.params),
  }));
}

/** `validation.*` messages name the field; shared schema keys are complete sentences. */
export function issueMessage(locale: Locale, issue: FieldIssue): string {
  if (!hasMessage(issue.key)) return `${issue.field}: ${issue.key}`;
  return t(locale, issue.key, { ...issue.params, field: issue.field });
}
