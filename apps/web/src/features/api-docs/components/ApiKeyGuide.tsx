import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiKeyExample, GUIDE_EXAMPLES } from '../apiKeyExamples.ts';
import { Code } from './OperationDetails.tsx';

const SECTIONS = ['keys', 'headers', 'scopes', 'modes', 'limits', 'idempotency'] as const;

/** /wordView's Authentication section (issue 16): API keys, then rate, label and track in three languages. */
export function ApiKeyGuide({ origin }: { origin: string }) {
  const { t, i18n } = useTranslation('home');
  return (
    <Card title={t('apiDocs.keys.title')} style={{ marginBottom: 24 }} data-testid="api-auth">
      {SECTIONS.map((key) => (
        <Typography.Paragraph key={key}>{t(`apiDocs.keys.${key}`)}</Typography.Paragraph>
      ))}
      <Typography.Title level={4}>{t('apiDocs.keys.examplesTitle')}</Typography.Title>
      <Tabs
        items={GUIDE_EXAMPLES.map((example) => {
          const code = apiKeyExample(origin, example, i18n.language);
          return {
            key: example,
            label: t(`apiDocs.keys.example.${example}`),
            children: (
              <Tabs
                size="small"
                items={[
                  {
                    key: 'curl',
                    label: 'curl',
                    children: <Code text={code.curl} testId={`guide-curl-${example}`} />,
                  },
                  {
                    key: 'js',
                    label: 'JavaScript',
                    children: <Code text={code.javascript} testId={`guide-js-${example}`} />,
                  },
                  {
                    key: 'py',
                    label: 'Python',
                    children: <Code text={code.python} testId={`guide-py-${example}`} />,
                  },
                ]}
              />
            ),
          };
        })}
      />
    </Card>
  );
}
