import { Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildExamples } from '../examples.ts';
import type { Field, Operation } from '../openapi.ts';

function FieldTable({ fields, testId }: { fields: Field[]; testId: string }) {
  const { t } = useTranslation('home');
  return (
    <Table<Field>
      size="small"
      pagination={false}
      rowKey={(f) => `${f.in}-${f.name}`}
      dataSource={fields}
      data-testid={testId}
      columns={[
        { title: t('apiDocs.name'), dataIndex: 'name', render: (name: string) => <code>{name}</code> },
        { title: t('apiDocs.in'), dataIndex: 'in' },
        { title: t('apiDocs.type'), dataIndex: 'type', render: (type: string) => <code>{type}</code> },
        {
          title: t('apiDocs.required'),
          dataIndex: 'required',
          render: (required: boolean) => (required ? t('apiDocs.yes') : t('apiDocs.no')),
        },
      ]}
    />
  );
}

/** Dark code block (outside Typography, whose own <pre> style would win) with a copy button. */
export const Code = ({ text, testId }: { text: string; testId: string }) => (
  <div className="api-docs-example">
    {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls a long line sideways with the arrow keys (WCAG 2.1.1) */}
    <pre className="api-docs-code" data-testid={testId} tabIndex={0}>
      {text}
    </pre>
    <Typography.Text className="api-docs-copy" copyable={{ text }} />
  </div>
);

/** One operation: its parameters, its body fields and request examples in three languages. */
export function OperationDetails({ op, origin }: { op: Operation; origin: string }) {
  const { t, i18n } = useTranslation('home');
  const examples = buildExamples(origin, op, i18n.language);
  return (
    <div className="api-docs-operation">
      {op.parameters.length > 0 && (
        <>
          <Typography.Title level={5}>{t('apiDocs.parameters')}</Typography.Title>
          <FieldTable fields={op.parameters} testId={`params-${op.id}`} />
        </>
      )}
      {op.body.length > 0 && (
        <>
          <Typography.Title level={5}>{t('apiDocs.body')}</Typography.Title>
          <FieldTable fields={op.body} testId={`body-${op.id}`} />
        </>
      )}
      {op.parameters.length === 0 && op.body.length === 0 && (
        <Typography.Paragraph type="secondary">{t('apiDocs.noParameters')}</Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('apiDocs.examples')}</Typography.Title>
      <Tabs
        items={[
          { key: 'curl', label: 'curl', children: <Code text={examples.curl} testId={`curl-${op.id}`} /> },
          {
            key: 'js',
            label: 'JavaScript',
            children: <Code text={examples.javascript} testId={`js-${op.id}`} />,
          },
          { key: 'py', label: 'Python', children: <Code text={examples.python} testId={`py-${op.id}`} /> },
        ]}
      />
    </div>
  );
}
