import { Alert, Card, Collapse, Empty, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicShell } from '../../public-pages/components/PublicShell.tsx';
import { WebhookSignatureGuide } from '../../webhooks/WebhookSignatureGuide.tsx';
import { ApiKeyGuide } from '../components/ApiKeyGuide.tsx';
import { OperationDetails } from '../components/OperationDetails.tsx';
import { customerOperations, type OpenApiDocument, type Operation, tagText } from '../openapi.ts';
import '../api-docs.css';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };
const INTRO = ['auth', 'envelope', 'errors', 'idempotency', 'languages'] as const;

/**
 * Our own OpenAPI document: plain JSON, not the {code,message,data} envelope of the API's answers. Its
 * sections are titled in the language asked for.
 */
async function loadDocument(language: string): Promise<OpenApiDocument> {
  const response = await fetch('/openapi.json', {
    headers: { accept: 'application/json', 'accept-language': language },
  });
  if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
  return response.json();
}

const matches = (op: Operation, query: string) =>
  !query || `${op.method} ${op.path} ${op.summary} ${op.tag}`.toLowerCase().includes(query.toLowerCase());

/** /wordView (public): how to call the API, then every customer endpoint with examples. */
export default function WordViewPage() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const [query, setQuery] = useState('');
  // Public pages have no query cache (it lives in the signed-in layout): one plain request.
  const [doc, setDoc] = useState<OpenApiDocument | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    loadDocument(language).then(
      (data) => live && setDoc(data),
      () => live && setDoc('failed'),
    );
    return () => {
      live = false;
    };
  }, [language]);
  const groups = useMemo(
    () => (doc && doc !== 'failed' ? customerOperations(doc) : new Map<string, Operation[]>()),
    [doc],
  );
  const origin = window.location.origin;
  const shown = [...groups.entries()]
    .map(([tag, ops]) => [tag, ops.filter((op) => matches(op, query))] as const)
    .filter(([, ops]) => ops.length > 0);

  return (
    <PublicShell>
      <Typography.Title level={1} data-testid="public-heading">
        {t('apiDocs.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('apiDocs.lead')}</Typography.Paragraph>
      <Card title={t('apiDocs.intro.title')} style={{ marginBottom: 24 }} data-testid="api-intro">
        {INTRO.map((key) => (
          <Typography.Paragraph key={key}>{t(`apiDocs.intro.${key}`)}</Typography.Paragraph>
        ))}
        <a href="/openapi.json" target="_blank" rel="noreferrer">
          {t('apiDocs.intro.specLink')}
        </a>
      </Card>
      <ApiKeyGuide origin={origin} />
      <WebhookSignatureGuide />
      <Typography.Title level={2}>{t('apiDocs.endpoints')}</Typography.Title>
      <Input.Search
        allowClear
        placeholder={t('apiDocs.search')}
        aria-label={t('apiDocs.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="api-search"
        style={{ marginBottom: 16 }}
      />
      {doc === null ? (
        <Skeleton active />
      ) : doc === 'failed' ? (
        <Alert type="error" showIcon title={t('apiDocs.loadFailed')} />
      ) : shown.length === 0 ? (
        <Empty description={t('apiDocs.nothingFound')} />
      ) : (
        shown.map(([tag, ops]) => (
          <section key={tag} className="api-docs-group" data-testid={`api-group-${tag}`}>
            <Typography.Title level={3}>{tagText(doc, tag).title}</Typography.Title>
            {tagText(doc, tag).description && (
              <Typography.Paragraph type="secondary">{tagText(doc, tag).description}</Typography.Paragraph>
            )}
            <Collapse
              items={ops.map((op) => ({
                key: op.id,
                label: (
                  <Space wrap data-testid={`api-op-${op.id}`}>
                    <Tag color={METHOD_COLORS[op.method] ?? 'default'}>{op.method}</Tag>
                    <code>{op.path}</code>
                    <span>{op.summary}</span>
                    {op.isPublic && <Tag>{t('apiDocs.public')}</Tag>}
                  </Space>
                ),
                children: <OperationDetails op={op} origin={origin} />,
              }))}
            />
          </section>
        ))
      )}
    </PublicShell>
  );
}
