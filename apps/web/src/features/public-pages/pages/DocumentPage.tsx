import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../components/MarkdownView.tsx';
import { PublicShell } from '../components/PublicShell.tsx';
import { type ContentFile, contentLanguage, parseContent } from '../content/frontMatter.ts';
import { useFillContent } from '../content/useContentValues.ts';

/** `import.meta.glob` of one page's folder (path -> raw Markdown) by language. */
export const byLanguage = (files: Record<string, string>): Record<string, ContentFile> =>
  Object.fromEntries(
    Object.entries(files).map(([path, raw]) => [/([^/]+)\.md$/.exec(path)![1]!, parseContent(raw)]),
  );

/** A versioned legal text or guide of src/content/pages/<page>/<language>.md. */
export function DocumentPage({ files }: { files: Record<string, ContentFile> }) {
  const { t, i18n } = useTranslation('home');
  const fill = useFillContent(i18n.language);
  const file = files[contentLanguage(i18n.language)];
  if (!file) return null;
  return (
    <PublicShell>
      <Typography.Title level={1} data-testid="public-heading">
        {file.meta.title}
      </Typography.Title>
      {file.meta.version ? (
        <div className="public-version" data-testid="public-version">
          {t('publicPages.version', { version: file.meta.version, date: file.meta.effective })}
        </div>
      ) : null}
      <MarkdownView source={fill(file.body)} />
    </PublicShell>
  );
}
