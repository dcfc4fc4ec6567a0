import type { AddressValidation, OrderAddressCheck } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSource } from '../orders.api.ts';
import { batchApi, inChunks } from './batch.api.ts';
import { BULK_LIMITS } from './bulkActions.ts';

interface Props {
  source: OrderSource;
  orderIds: readonly string[];
  onClose: () => void;
}

/** One address's verdict: valid, or its issues (and the standardised suggestion's changed fields). */
function Verdict({ check }: { check: AddressValidation }) {
  const { t } = useTranslation('bulk');
  if (check.valid && check.issues.length === 0) return <Tag color="success">{t('batch.validate.valid')}</Tag>;
  return (
    <Space direction="vertical" size={0}>
      <Tag color={check.valid ? 'warning' : 'error'}>
        {t(check.valid ? 'batch.validate.warnings' : 'batch.validate.invalid')}
      </Tag>
      {check.issues.map((issue) => (
        <Typography.Text key={`${issue.field}-${issue.code}`} type={check.valid ? 'warning' : 'danger'}>
          {issue.message}
        </Typography.Text>
      ))}
    </Space>
  );
}

/** Address validation of the selected orders: the sender and the recipient of each, side by side. */
export function ValidateResultsModal({ source, orderIds, onClose }: Props) {
  const { t } = useTranslation('bulk');
  const results = useQuery({
    queryKey: ['orders', 'batchValidate', source, orderIds],
    queryFn: () => inChunks(orderIds, BULK_LIMITS.validate, (ids) => batchApi.validateAddresses(source, ids)),
    staleTime: 0,
  });
  return (
    <Modal
      open
      width={900}
      title={t('batch.validate.title')}
      onCancel={onClose}
      footer={null}
      data-testid="batch-validate-results"
    >
      <Table<OrderAddressCheck>
        rowKey="orderId"
        size="small"
        loading={results.isFetching}
        dataSource={results.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ 'data-testid': `batch-validate-${row.orderNo ?? row.orderId}` }) as never}
        columns={[
          { title: t('batch.orderNo'), render: (_, row) => row.orderNo ?? row.orderId, width: 200 },
          {
            title: t('batch.validate.sender'),
            render: (_, row) =>
              row.ok ? (
                <Verdict check={row.result.from} />
              ) : (
                <Typography.Text type="danger">{row.message}</Typography.Text>
              ),
          },
          {
            title: t('batch.validate.recipient'),
            render: (_, row) => (row.ok ? <Verdict check={row.result.to} /> : null),
          },
        ]}
      />
    </Modal>
  );
}
