import { type ContentAmounts, contentValues, DEFAULT_CONTENT_AMOUNTS, fillContent } from '@shiplabel/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { configApi } from '../../config/config.api.ts';
import { contentLanguage } from './frontMatter.ts';

/**
 * Fills the `{{amount}}` placeholders of the help and legal Markdown with the configured amounts
 * (GET /config/public), the defaults until they are read or when the read fails: a text never quotes
 * a penalty or a deposit the platform no longer charges. Public pages have no query cache (it lives in
 * the signed-in layout), hence one plain request per page.
 */
export function useFillContent(language: string): (markdown: string) => string {
  const [amounts, setAmounts] = useState<ContentAmounts>(DEFAULT_CONTENT_AMOUNTS);
  useEffect(() => {
    let live = true;
    configApi.public().then(
      // An older server answers without the fees: the defaults stay.
      (config) => live && config.fees && setAmounts(config.fees),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const values = useMemo(() => contentValues(amounts, contentLanguage(language)), [amounts, language]);
  return useCallback((markdown: string) => fillContent(markdown, values), [values]);
}
