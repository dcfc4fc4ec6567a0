import { UploadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useUspsZoneChart, useUspsZoneChartMutations } from '../hooks/useUspsZoneChart.ts';

/**
 * The official USPS 3-digit zone chart (back office, beside the channels): upload the National Zone
 * Charts Matrix text file, or the JSON of one origin from USPS's Domestic Zone Chart page (its origin ZIP3
 * typed here or in the file name). It becomes the default zone before distance bands; a channel's own
 * chart still comes first.
 */
export function UspsZoneChartCard() {
  const { t, i18n } = useTranslation('zones');
  const status = useUspsZoneChart();
  const { upload, remove } = useUspsZoneChartMutations();
  const [origin, setOrigin] = useState('');
  const data = status.data;
  const when = data?.uploadedAt ? new Date(data.uploadedAt).toLocaleString(i18n.language) : '';
  return (
    <Card
      size="small"
      title={t('uspsChart.title')}
      data-testid="usps-zone-chart"
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('uspsChart.help')}
      </Typography.Paragraph>
      <Space wrap>
        {data && data.origins > 0 ? (
          <Tag color="blue" data-testid="usps-zone-chart-status">
            {t('uspsChart.inUse', { count: data.origins, file: data.filename, when })}
          </Tag>
        ) : (
          <Tag data-testid="usps-zone-chart-status">{t('uspsChart.none')}</Tag>
        )}
        <Input
          size="small"
          style={{ width: 200 }}
          maxLength={3}
          value={origin}
          onChange={(e) => setOrigin(e.target.value.replace(/\D/g, ''))}
          placeholder={t('uspsChart.origin')}
          aria-label={t('uspsChart.origin')}
        />
        <Upload
          accept=".txt,.json,text/plain,application/json"
          showUploadList={false}
          customRequest={({ file }) =>
            upload.mutate(
              { file: file as File, origin: origin || undefined },
              { onSuccess: () => feedback.message.success(t('uspsChart.saved')) },
            )
          }
        >
          <Button size="small" icon={<UploadOutlined />} loading={upload.isPending}>
            {t('uspsChart.upload')}
          </Button>
        </Upload>
        {data && data.origins > 0 && (
          <Popconfirm title={t('uspsChart.removeConfirm')} onConfirm={() => remove.mutate()}>
            <Button size="small" type="link" danger>
              {t('uspsChart.remove')}
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
