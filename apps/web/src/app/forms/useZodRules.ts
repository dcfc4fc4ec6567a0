import { LATIN_ONLY_KEY, printsOnLabel } from '@shiplabel/shared';
import type { Rule } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodObjectFieldRule, zodRule } from './zodRules.ts';

/** Form rules derived from the shared zod schemas, with messages in the current language. */
export function useZodRules() {
  const { t, i18n } = useTranslation('validation');
  return useMemo(() => {
    const translate = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {});
    const exists = (key: string) => i18n.exists(key);
    return {
      field: (schema: z.ZodType, emptyAs?: unknown) => [zodRule(schema, translate, exists, emptyAs)],
      objectField: (schema: z.ZodType, field: string) => [
        zodObjectFieldRule(schema, field, translate, exists),
      ],
      /**
       * A warning (never blocking: drafts may hold it) on text a label prints: the label cannot show
       * Chinese or other non-Latin script, and the server refuses to buy the label until it is changed.
       */
      labelText: {
        warningOnly: true,
        validator: async (_: unknown, value: unknown) => {
          if (typeof value === 'string' && !printsOnLabel(value)) throw new Error(translate(LATIN_ONLY_KEY));
        },
      } satisfies Rule,
    };
  }, [t, i18n]);
}
