import { UploadOutlined } from '@ant-design/icons';
import type { Service } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/request.ts';
import { ratesKeys, useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';

/** A rate-card service's matrix, and upload (replace) with the rejected cells listed row by row. */
export function RateCardDrawer({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const { t } = useTranslation('rates');
  const [problems, setProblems] = useState<string[]>([]);
  const card = useQuery({
    queryKey: ratesKeys.rateCard(service?.id ?? ''),
    queryFn: () => ratesApi.rateCard(service!.id),
    enabled: Boolean(service),
  });
  const upload = useRatesMutation((file: File) => ratesApi.uploadRateCard(service!.id, file));
  const data = card.data;
  return (
    <Drawer
      open={Boolean(service)}
      size={900}
      title={t('rateCard.title', { name: service?.name ?? '' })}
      onClose={onClose}
      destroyOnHidden
    >
      <div className="rates-toolbar">
        <Upload
          accept=".xlsx"
          showUploadList={false}
          customRequest={({ file }) => {
            setProblems([]);
            upload.mutate(file as File, {
              onSuccess: () => {
                feedback.message.success(t('rateCard.uploaded'));
                void card.refetch();
              },
              onError: (error) => {
                if (error instanceof ApiError) setProblems(error.errors.map((e) => e.message));
              },
            });
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="rate-card-upload">
            {t('rateCard.upload')}
          </Button>
        </Upload>
        <span className="rates-muted">{t('rateCard.format')}</span>
      </div>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('rateCard.rejected')}
          description={
            <ul data-testid="rate-card-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      {data ? (
        <div data-testid="rate-card-table">
          <Table
            size="small"
            rowKey="weight"
            pagination={false}
            scroll={{ y: 500 }}
            dataSource={data.weightsLb.map((weight, i) => ({ weight, prices: data.prices[i] ?? [] }))}
            columns={[
              { title: t('rateCard.weight'), dataIndex: 'weight', width: 100 },
              ...data.zones.map((zone, z) => ({
                title: t('rateCard.zone', { zone }),
                key: String(zone),
                render: (_: unknown, row: { prices: (string | null)[] }) => row.prices[z] ?? '-',
              })),
            ]}
          />
        </div>
      ) : (
        !card.isLoading && <Alert type="info" title={t('rateCard.none')} />
      )}
    </Drawer>
  );
}
