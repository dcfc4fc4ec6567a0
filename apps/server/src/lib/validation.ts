import type { Locale } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type FieldIssue, validationFailed } from './errors.ts';
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

/**
 * Text that no column can hold: NUL (PostgreSQL text refuses it) and unpaired UTF-16 surrogates (jsonb and
 * UTF-8 cannot encode them). Checked once for every string a client sends, before any schema runs.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this refuses
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (text: string) => BAD_TEXT.test(text);

/** The path of the first string (or object key) in `value` that is bad text, or null. Iterative: any depth. */
export function findBadText(value: unknown, root: readonly string[] = []): string[] | null {
  const stack: [unknown, readonly string[]][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isBadText(current)) return [...path];
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], [...path, String(i)]]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the key is named without its bad text
        if (isBadText(key)) return [...path, key.replace(/[\u0000\uD800-\uDFFF]/g, '?')];
        stack.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

/**
 * preValidation hook: path parameters, query and body are refused with 400 `validation.bad_text` naming
 * the field when any string holds bad text, so no route, query or JSON column ever sees one.
 */
export async function rejectBadText(request: FastifyRequest): Promise<void> {
  const parts = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const;
  for (const [context, value] of parts) {
    const path = findBadText(value);
    if (path) throw validationFailed([{ field: fieldName(path, context), key: 'validation.bad_text' }]);
  }
}

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

/** `someFieldName` -> `Some field name`: the documented fallback for a field without a label. */
const humanize = (segment: string) =>
  /^[a-z][a-zA-Z0-9]*$/.test(segment)
    ? segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/^./, (c) => c.toUpperCase())
        .replace(/ [A-Z](?=[a-z])/g, (w) => w.toLowerCase())
    : segment;

/** The label key of one path segment: `field.<parent>.<segment>`, `field.<segment>.parent`, `field.<segment>`. */
export function segmentKey(
  parent: string | undefined,
  segment: string,
  isParent: boolean,
): string | undefined {
  const keys = [
    parent === undefined ? undefined : `field.${parent}.${segment}`,
    isParent ? `field.${segment}.parent` : undefined,
    `field.${segment}`,
  ];
  return keys.find((key) => key !== undefined && hasMessage(key));
}

/**
 * A field path as the user reads it, in their language: `parcels.0.weight` -> "Parcel 1 weight" /
 * "包裹 1 重量", `from.zipCode` -> "Sender ZIP code". Labels live in i18n/fields.*.json (`field.<name>`,
 * `field.<array>.item` with {n}, `field.<name>.parent` for an object, `field.<parent>.<name>` for a name
 * that means something else under that parent); a name without a label falls back
 * to its words (`fooBar` -> "Foo bar"), never the raw dotted path. Spreadsheet cells (`3:B`) stay as they are.
 */
export function fieldLabel(locale: Locale, field: string): string {
  if (!field || /[:\s]/.test(field)) return field;
  const parts = field.split('.');
  const labels: string[] = [];
  let parent: string | undefined;
  parts.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      const n = Number(segment) + 1;
      const itemKey = parent === undefined ? undefined : `field.${parent}.item`;
      if (itemKey && hasMessage(itemKey) && labels.length)
        labels[labels.length - 1] = t(locale, itemKey, { n });
      else labels.push(String(n));
      return;
    }
    const key = segmentKey(parent, segment, i < parts.length - 1);
    // `field.<parent>.<segment>` is a complete label of both (addToAddressBook.from: "Save the sender...").
    if (key === `field.${parent}.${segment}` && labels.length) labels[labels.length - 1] = t(locale, key);
    else labels.push(key ? t(locale, key) : humanize(segment));
    parent = segment;
  });
  return labels
    .map((label, i) =>
      i > 0 && locale === 'en-US' && /^[A-Z][a-z]/.test(label)
        ? label[0]!.toLowerCase() + label.slice(1)
        : label,
    )
    .join(' ');
}

/** `validation.*` messages name the field (by its translated label); shared schema keys are complete sentences. */
export function issueMessage(locale: Locale, issue: FieldIssue): string {
  const field = fieldLabel(locale, issue.field);
  if (!hasMessage(issue.key)) return `${field}: ${issue.key}`;
  return t(locale, issue.key, { ...issue.params, field });
}
