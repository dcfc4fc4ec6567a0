import { Collapse, Empty, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../components/MarkdownView.tsx';
import { PublicShell } from '../components/PublicShell.tsx';
import { contentLanguage } from '../content/frontMatter.ts';
import { type HelpArticle, searchArticles, toArticle } from '../content/helpSearch.ts';
import { helpFiles } from '../content/sources.ts';
import { useFillContent } from '../content/useContentValues.ts';

const files = helpFiles();

/** The articles of the language with their amounts filled in (so that a search finds "5 USD"). */
const articlesIn = (language: string, fill: (markdown: string) => string): HelpArticle[] =>
  Object.entries(files).flatMap(([id, byLanguage]) => {
    const file = byLanguage[contentLanguage(language)];
    return file ? [toArticle(id, { ...file, body: fill(file.body) })] : [];
  });

/** Help articles and FAQ of src/content/help, searchable in the chosen language. */
export default function HelpCenterPage() {
  const { t, i18n } = useTranslation('home');
  const [query, setQuery] = useState('');
  const fill = useFillContent(i18n.language);
  const articles = useMemo(() => articlesIn(i18n.language, fill), [i18n.language, fill]);
  const found = searchArticles(articles, query);
  return (
    <PublicShell>
      <Typography.Title level={1} data-testid="public-heading">
        {t('publicPages.helpCenter.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('publicPages.helpCenter.lead')}</Typography.Paragraph>
      <Input.Search
        allowClear
        size="large"
        placeholder={t('publicPages.helpCenter.search')}
        aria-label={t('publicPages.helpCenter.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="help-search"
        style={{ marginBottom: 24 }}
      />
      {found.length === 0 ? (
        <Empty description={t('publicPages.helpCenter.nothingFound')} />
      ) : (
        <Collapse
          data-testid="help-articles"
          items={found.map((article) => ({
            key: article.id,
            label: (
              <span data-testid={`help-article-${article.id}`}>
                <Typography.Text type="secondary">{article.category} · </Typography.Text>
                {article.title}
              </span>
            ),
            children: <MarkdownView source={article.body} />,
          }))}
        />
      )}
    </PublicShell>
  );
}
