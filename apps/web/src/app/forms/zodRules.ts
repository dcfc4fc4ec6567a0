import type { FormRule } from 'antd';
import type { z } from 'zod';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;
type Issue = z.ZodError['issues'][number];
type Exists = (key: string) => boolean;

/**
 * A zod issue in the user's language. The shared schemas carry i18n keys as messages
 * ('auth.username_required', keys of the `validation` namespace); zod's built-in messages are mapped by
 * issue code, so every rule reads the same in both languages.
 */
export function issueText(issue: Issue, t: Translate, exists: Exists): string {
  const own = `validation:${issue.message}`;
  if (exists(own)) return t(own);
  const limit =
    (issue as { maximum?: unknown; minimum?: unknown }).maximum ?? (issue as { minimum?: unknown }).minimum;
  const origin = (issue as { origin?: string }).origin;
  switch (issue.code) {
    case 'invalid_type':
      return t('validation:required');
    case 'too_small':
      if (origin === 'string' && limit === 1) return t('validation:required');
      return t(origin === 'string' ? 'validation:tooShort' : 'validation:tooSmall', { limit: String(limit) });
    case 'too_big':
      return t(origin === 'string' ? 'validation:tooLong' : 'validation:tooLarge', { limit: String(limit) });
    default:
      return t('validation:invalid');
  }
}

/** Form fields start undefined; string schemas judge them as empty text so "required" reads right. */
const asInput = (value: unknown) => (value === undefined || value === null ? '' : value);

/** An antd rule that validates one field with (a field of) a shared zod schema. */
export function zodRule(schema: z.ZodType, t: Translate, exists: Exists, emptyAs: unknown = ''): FormRule {
  return {
    validator: async (_rule, value) => {
      const input = value === undefined || value === null || value === '' ? emptyAs : value;
      const result = schema.safeParse(input);
      if (!result.success && result.error.issues[0])
        throw new Error(issueText(result.error.issues[0], t, exists));
    },
  };
}

/**
 * A rule for one field of an object schema whose checks span fields (e.g. "the two passwords are
 * inconsistent"): the whole form is parsed and only this field's first issue is reported.
 */
export function zodObjectFieldRule(schema: z.ZodType, field: string, t: Translate, exists: Exists): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = Object.fromEntries(
        Object.entries(getFieldsValue(true) as Record<string, unknown>).map(([key, value]) => [
          key,
          asInput(value),
        ]),
      );
      const result = schema.safeParse(values);
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issueText(issue, t, exists));
    },
  });
}
