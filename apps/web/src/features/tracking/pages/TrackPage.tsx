import { SearchOutlined } from '@ant-design/icons';
import { MAX_TRACK_NUMBERS } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackResults } from '../components/TrackResults.tsx';
import { trackingApi } from '../tracking.api.ts';
import { type ParsedNumbers, parseTrackingNumbers, splitTrackingNumbers } from '../trackingInput.ts';

type Refusal = Exclude<ParsedNumbers, { ok: true }>;

/** /orderManager/track: the logistics query for up to 50 tracking numbers at once. */
export default function TrackPage() {
  const { t } = useTranslation('tracking');
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const query = useMutation({ mutationFn: trackingApi.track });
  const parsed = parseTrackingNumbers(text);
  const count = splitTrackingNumbers(text).length;

  const submit = () => {
    if (!parsed.ok) {
      setRefusal(parsed);
      return;
    }
    setRefusal(null);
    query.mutate(parsed.numbers);
  };

  const refusalText = (r: Refusal) =>
    r.reason === 'tooMany'
      ? t('errors.tooMany', { count: r.count, max: MAX_TRACK_NUMBERS })
      : r.reason === 'tooLong'
        ? t('errors.tooLong', { number: r.number })
        : t('errors.empty');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('title')}>
        <Typography.Paragraph type="secondary">{t('hint', { max: MAX_TRACK_NUMBERS })}</Typography.Paragraph>
        <Input.TextArea
          rows={6}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('placeholder')}
          data-testid="track-input"
        />
        <Space style={{ marginTop: 12 }} wrap>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={query.isPending}
            onClick={submit}
            data-testid="track-submit"
          >
            {t('submit')}
          </Button>
          <Typography.Text
            type={count > MAX_TRACK_NUMBERS ? 'danger' : 'secondary'}
            data-testid="track-count"
          >
            {t('count', { count, max: MAX_TRACK_NUMBERS })}
          </Typography.Text>
        </Space>
        {refusal && (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            title={refusalText(refusal)}
            data-testid="track-error"
          />
        )}
      </Card>
      {query.data && <TrackResults results={query.data} />}
    </Space>
  );
}
