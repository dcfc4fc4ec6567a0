import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../components/MarkdownView.tsx';
import { PublicShell } from '../components/PublicShell.tsx';
import { contentLanguage } from '../content/frontMatter.ts';
import { pageFiles } from '../content/sources.ts';

const files = pageFiles();

/** A versioned legal text or guide of src/content/pages/<page>/<language>.md. */
export function DocumentPage({ page }: { page: string }) {
  const { t, i18n } = useTranslation('home');
  const file = files[page]?.[contentLanguage(i18n.language)];
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
      <MarkdownView source={file.body} />
    </PublicShell>
  );
}
