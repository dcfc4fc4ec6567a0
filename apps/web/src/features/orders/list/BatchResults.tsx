import { List, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type BatchOutcome, countOutcomes } from './batch.ts';

/** Per-order results of a batch action: done, skipped (status does not allow it) or failed with the reason. */
export function BatchResults({ outcomes, onClose }: { outcomes: BatchOutcome[]; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const counts = countOutcomes(outcomes);
  return (
    <Modal
      open
      title={t('batch.resultTitle')}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="order-batch-results"
    >
      <Typography.Paragraph data-testid="order-batch-summary">
        {t('batch.summary', counts)}
      </Typography.Paragraph>
      <List
        size="small"
        style={{ maxHeight: 360, overflow: 'auto' }}
        dataSource={outcomes}
        renderItem={(o) => (
          <List.Item data-testid={`order-batch-result-${o.orderNo}`}>
            <span>{o.orderNo}</span>
            <span>
              <Tag color={o.result === 'ok' ? 'success' : o.result === 'failed' ? 'error' : 'default'}>
                {t(`batch.${o.result}`)}
              </Tag>
              {o.result === 'failed' && <Typography.Text type="danger">{o.message}</Typography.Text>}
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
