import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AdminConfig,
  configMoneySchema,
  type InsuranceTableInput,
  type InsuranceVersion,
  insuranceTableInputSchema,
} from '@shiplabel/shared';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Table, Tag, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useDevice } from '../../../app/layout/useDevice.ts';
import { useInsuranceVersions, useSaveConfig } from '../hooks/useConfig.ts';

const money = configMoneySchema(10_000_000_00n, 'config.insurance_amount_too_large');
const CAPS = ['freeUpTo', 'maxPerPackage', 'maxPerShipment'] as const;
const PARTS = ['upTo', 'rate', 'minimum'] as const;

function TiersTable({ table }: { table: InsuranceTableInput }) {
  const { t } = useTranslation('sysConfig');
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="upTo"
      dataSource={table.tiers}
      columns={[
        { title: t('insurance.upTo'), dataIndex: 'upTo' },
        { title: t('insurance.rate'), dataIndex: 'rate' },
        { title: t('insurance.minimum'), dataIndex: 'minimum' },
      ]}
    />
  );
}

/**
 * The insurance table (spec section 9). Saving makes a new version: new quotes use it, orders priced
 * before keep theirs. The whole table is checked with the shared schema (rows ordered, none overlapping).
 */
export function InsuranceCard({ config }: { config: AdminConfig }) {
  const { t, i18n } = useTranslation('sysConfig');
  const rules = useZodRules();
  const phone = useDevice() === 'mobile';
  const [form] = Form.useForm<InsuranceTableInput>();
  const save = useSaveConfig();
  const versions = useInsuranceVersions();
  const [problem, setProblem] = useState<string | null>(null);
  const table = config.values.insuranceTable;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the server's table changes
  useEffect(() => form.setFieldsValue(table), [config.insuranceVersion.id]);

  const onFinish = (edited: InsuranceTableInput) => {
    const parsed = insuranceTableInputSchema.safeParse(edited);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = issue.path as ['tiers', number, 'upTo'];
      form.setFields([{ name, errors: [t(`validation:${issue.message}`)] }]);
      setProblem(t(`validation:${issue.message}`));
      return;
    }
    setProblem(null);
    save.mutate([{ key: 'insuranceTable', value: parsed.data }]);
  };

  return (
    <Card
      title={t('insurance.title')}
      extra={<Tag color="blue">{t('insurance.version', { version: config.insuranceVersion.version })}</Tag>}
      data-testid="config-insurance"
    >
      <Typography.Paragraph type="secondary">{t('insurance.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={table} onFinish={onFinish}>
        <Row gutter={16}>
          {CAPS.map((key) => (
            <Col xs={24} md={8} key={key}>
              <Form.Item name={key} label={t(`insurance.${key}`)} rules={rules.field(money)}>
                <Input addonAfter="USD" data-testid={`config-insurance-${key}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <>
              {phone ? null : (
                // One row per line: Space is inline-flex, so each row needs display:flex of its own.
                <Space style={{ display: 'flex', paddingLeft: 32 }}>
                  {PARTS.map((part) => (
                    <Typography.Text key={part} strong style={{ display: 'inline-block', width: 150 }}>
                      {t(`insurance.${part}`)}
                    </Typography.Text>
                  ))}
                </Space>
              )}
              {fields.map((field, index) => {
                const removeButton = (
                  <Button
                    key="remove"
                    icon={<DeleteOutlined />}
                    aria-label={t('insurance.removeRow')}
                    onClick={() => remove(field.name)}
                    disabled={fields.length <= 1}
                  />
                );
                const input = (part: (typeof PARTS)[number], style?: CSSProperties) => (
                  <Input
                    style={style}
                    aria-label={`${t(`insurance.${part}`)} ${index + 1}`}
                    data-testid={`config-tier-${index}-${part}`}
                  />
                );
                // A phone: the three columns of 150 pixels do not fit beside each other, so each row
                // becomes a block of labelled fields.
                return phone ? (
                  <Card
                    key={field.key}
                    size="small"
                    title={t('insurance.tier', { n: index + 1 })}
                    extra={removeButton}
                    style={{ marginBottom: 12 }}
                    data-testid={`config-tier-row-${index}`}
                  >
                    {PARTS.map((part) => (
                      <Form.Item
                        key={part}
                        name={[field.name, part]}
                        label={t(`insurance.${part}`)}
                        rules={rules.field(money)}
                        style={{ marginBottom: 8 }}
                      >
                        {input(part)}
                      </Form.Item>
                    ))}
                  </Card>
                ) : (
                  <Space
                    key={field.key}
                    align="baseline"
                    style={{ display: 'flex' }}
                    data-testid={`config-tier-row-${index}`}
                  >
                    <Typography.Text
                      type="secondary"
                      style={{ display: 'inline-block', width: 24, textAlign: 'right' }}
                    >
                      {index + 1}.
                    </Typography.Text>
                    {PARTS.map((part) => (
                      <Form.Item key={part} name={[field.name, part]} rules={rules.field(money)}>
                        {input(part, { width: 150 })}
                      </Form.Item>
                    ))}
                    {removeButton}
                  </Space>
                );
              })}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ upTo: '', rate: '', minimum: '' })}>
                  {t('insurance.addRow')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="config-insurance-save">
          {t('insurance.saveVersion')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('insurance.history')}
      </Typography.Title>
      <Table<InsuranceVersion>
        size="small"
        rowKey="id"
        loading={versions.isLoading}
        dataSource={versions.data ?? []}
        pagination={false}
        expandable={{ expandedRowRender: (v) => <TiersTable table={v.table} /> }}
        columns={[
          { title: t('insurance.versionColumn'), dataIndex: 'version', render: (v: number) => `v${v}` },
          {
            title: t('insurance.createdAt'),
            dataIndex: 'createdAt',
            render: (at: string | null) => (at ? formatDateTime(at, i18n.language) : t('insurance.default')),
          },
          { title: t('insurance.rows'), key: 'rows', render: (_, v) => v.table.tiers.length },
          {
            title: t('insurance.current'),
            key: 'current',
            render: (_, v) =>
              v.id === config.insuranceVersion.id ? <Tag color="success">{t('insurance.inUse')}</Tag> : null,
          },
        ]}
      />
    </Card>
  );
}
