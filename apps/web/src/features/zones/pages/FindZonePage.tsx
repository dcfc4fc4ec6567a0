import { formatMinor, ZONE_LOOKUP_FEE, type ZoneHistoryItem } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { configApi } from '../../config/config.api.ts';
import { ZoneResultCard, ZoneValue } from '../components/ZoneResultCard.tsx';
import { useFindZone, useZoneHistory } from '../hooks/useZones.ts';

const ZIP = /^\d{5}(-\d{4})?$/;

/** Zone lookup (spec: findZone): origin and destination ZIP -> zones per carrier; the configured fee per query. */
export default function FindZonePage() {
  const { t, i18n } = useTranslation('zones');
  const [form] = Form.useForm<{ fromZip: string; toZip: string }>();
  const find = useFindZone();
  const history = useZoneHistory();
  const zipRule = { pattern: ZIP, message: t('zipInvalid') };
  // The fee an operator set (system configuration, issue 14); the spec's default until it answers.
  const fees = useQuery({ queryKey: ['config', 'fees'], queryFn: configApi.fees, staleTime: 10_000 });
  const fee = fees.data?.zoneLookupFee ?? formatMinor(ZONE_LOOKUP_FEE.amountMinor);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('title')}>
        <Alert
          type="info"
          showIcon
          title={t('fee', { fee: formatMoney(fee, 'USD') })}
          style={{ marginBottom: 16 }}
          data-testid="zone-fee"
        />
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => find.mutate(values, { onError: (error) => applyServerErrors(form, error) })}
        >
          <Row gutter={12} align="bottom">
            <Col xs={24} md={8}>
              <Form.Item
                name="fromZip"
                label={t('fromZip')}
                rules={[{ required: true, message: t('zipRequired') }, zipRule]}
              >
                <Input maxLength={10} placeholder="10001" data-testid="zone-fromZip" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="toZip"
                label={t('toZip')}
                rules={[{ required: true, message: t('zipRequired') }, zipRule]}
              >
                <Input maxLength={10} placeholder="90001" data-testid="zone-toZip" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={find.isPending} data-testid="zone-submit">
                  {t('submit')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {find.data && <ZoneResultCard result={find.data} />}
      <Card title={t('historyTitle')}>
        <Table<ZoneHistoryItem>
          size="small"
          rowKey="id"
          loading={history.isFetching}
          dataSource={history.data ?? []}
          pagination={false}
          data-testid="zone-history"
          scroll={{ x: 800 }}
          columns={[
            {
              title: t('time'),
              dataIndex: 'createdAt',
              width: 180,
              render: (v: string) => formatDateTime(v, i18n.language),
            },
            {
              title: t('from'),
              key: 'from',
              render: (_: unknown, h) => `${h.fromZip} ${h.result.from.city}, ${h.result.from.stateCode}`,
            },
            {
              title: t('to'),
              key: 'to',
              render: (_: unknown, h) => `${h.toZip} ${h.result.to.city}, ${h.result.to.stateCode}`,
            },
            {
              title: t('distance'),
              key: 'miles',
              render: (_: unknown, h) => t('miles', { miles: h.result.miles }),
            },
            ...carrierColumns(t),
          ]}
        />
      </Card>
    </Space>
  );
}

/** One column per carrier family with the zone of each past query. */
function carrierColumns(t: (key: string) => string) {
  return (['USPS', 'UPS', 'FEDEX'] as const).map((carrier) => ({
    title: t(`carriers.${carrier}`),
    key: carrier,
    render: (_: unknown, h: ZoneHistoryItem) => {
      const zone = h.result.zones.find((z) => z.carrier === carrier);
      return zone ? <ZoneValue zone={zone} /> : null;
    },
  }));
}
