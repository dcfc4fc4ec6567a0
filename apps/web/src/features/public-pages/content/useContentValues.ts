import { contentValues, DEFAULT_CONTENT_AMOUNTS, fillContent } from '@shiplabel/shared';
import { useCallback, useMemo } from 'react';
import { usePublicConfig } from '../../config/hooks/useConfig.ts';
import { contentLanguage } from './frontMatter.ts';

/**
 * Fills the `{{amount}}` placeholders of the help and legal Markdown with the configured amounts
 * (GET /config/public), the defaults until they are read: a text never quotes a penalty or a deposit
 * the platform no longer charges.
 */
export function useFillContent(language: string): (markdown: string) => string {
  const fees = usePublicConfig().data?.fees;
  const values = useMemo(
    () => contentValues(fees ?? DEFAULT_CONTENT_AMOUNTS, contentLanguage(language)),
    [fees, language],
  );
  return useCallback((markdown: string) => fillContent(markdown, values), [values]);
}
