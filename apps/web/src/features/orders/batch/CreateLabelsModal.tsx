import { BATCH_SERVICE_MODES, type BatchServiceMode, type OrderListItem } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { ratesApi } from '../../rates/rates.api.ts';
import type { OrderSource } from '../orders.api.ts';
import { batchApi } from './batch.api.ts';
import { BULK_LIMITS, needsService, placeable } from './bulkActions.ts';

/** The services a batch may use: the customer's allotted ones; in the back office every channel's. */
async function serviceOptions(source: OrderSource) {
  const services =
    source === 'customer'
      ? await ratesApi.myServices()
      : (await ratesApi.allChannels()).list.flatMap((c) => c.services);
  return services.map((s) => ({ value: s.id, label: `${s.channelName} / ${s.name}` }));
}

interface Props {
  source: OrderSource;
  selected: readonly OrderListItem[];
  onStarted: (jobId: string) => void;
  onClose: () => void;
}

/**
 * Confirms a label batch of the selected drafts and failed orders, with a service for those that have none.
 * The server places them in the background; the caller shows the job's progress.
 */
export function CreateLabelsModal({ source, selected, onStarted, onClose }: Props) {
  const { t } = useTranslation(['bulk', 'shippingRules']);
  const orders = placeable(selected);
  const serviceRequired = needsService(selected);
  const [serviceId, setServiceId] = useState<string>();
  // Issue 16: each order's own service, the cheapest / fastest of each, or the owner's shipping rules.
  const [serviceMode, setServiceMode] = useState<BatchServiceMode>('order');
  const submission = useSubmission();
  const services = useQuery({
    queryKey: ['orders', 'batchServices', source],
    queryFn: () => serviceOptions(source),
    enabled: serviceRequired,
    staleTime: 60_000,
  });
  const tooMany = orders.length > BULK_LIMITS.create;

  const start = () =>
    submission.run(async (key) => {
      const body = { orderIds: orders.map((o) => o.id), serviceMode, ...(serviceId ? { serviceId } : {}) };
      const started = await batchApi.createLabels(source, body, key);
      onStarted(started.jobId);
    });

  return (
    <Modal
      open
      title={t('batch.create.title')}
      okText={t('batch.create.start', { count: orders.length })}
      cancelText={t('batch.close')}
      okButtonProps={
        {
          disabled:
            orders.length === 0 || tooMany || (serviceRequired && serviceMode === 'order' && !serviceId),
          loading: submission.busy,
          'data-testid': 'batch-create-start',
        } as never
      }
      onOk={() => void start()}
      onCancel={onClose}
      data-testid="batch-create-modal"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          {t('batch.create.summary', { count: orders.length, skipped: selected.length - orders.length })}
        </Typography.Paragraph>
        {tooMany && <Alert type="error" showIcon title={t('batch.tooMany', { max: BULK_LIMITS.create })} />}
        <Typography.Text>{t('shippingRules:batch.serviceMode')}</Typography.Text>
        <Radio.Group
          value={serviceMode}
          onChange={(e) => setServiceMode(e.target.value)}
          data-testid="batch-service-mode"
        >
          <Space direction="vertical">
            {BATCH_SERVICE_MODES.map((mode) => (
              <Radio key={mode} value={mode} data-testid={`batch-service-${mode}`}>
                {t(`shippingRules:batch.${mode}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {serviceRequired && (
          <>
            <Typography.Text>
              {serviceMode === 'order' ? t('batch.create.servicePrompt') : t('shippingRules:batch.fallback')}
            </Typography.Text>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
              placeholder={t('batch.create.servicePlaceholder')}
              aria-label={t('batch.create.servicePlaceholder')}
              loading={services.isFetching}
              options={services.data ?? []}
              value={serviceId}
              onChange={setServiceId}
              data-testid="batch-create-service"
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
