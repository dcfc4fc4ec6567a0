import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import type { BatchProcessResponse, BatchProcessResult } from '@shiplabel/shared';
import { Button, Card, Col, Row, Segmented, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { statusKey } from '../components/orderText.ts';
import { failedOrderNos, type Outcome, outcomeCounts, outcomeOf } from './batchProcess.ts';

const OUTCOME_COLOR: Record<Outcome, string> = {
  ok: 'success',
  notFound: 'default',
  ambiguous: 'warning',
  refused: 'error',
};

type Shown = 'all' | 'failed';

interface Props {
  response: BatchProcessResponse;
  /** Puts the numbers that did not go through back in the box, to try them again. */
  onRetry: (orderNos: string) => void;
}

interface ResultRow extends BatchProcessResult {
  index: number;
}

/** A result per number: a summary by outcome, then the numbers with what happened to each. */
export function BatchProcessResults({ response, onRetry }: Props) {
  const { t } = useTranslation('orderAdmin');
  const counts = outcomeCounts(response.results);
  const [shown, setShown] = useState<Shown>(response.failed > 0 ? 'failed' : 'all');
  const rows: ResultRow[] = response.results
    .map((r, index) => ({ ...r, index }))
    .filter((r) => shown === 'all' || !r.ok);
  const failed = failedOrderNos(response.results);

  const copyFailed = () =>
    navigator.clipboard
      .writeText(failed)
      .then(() => feedback.message.success(t('batchProcess.copied', { count: response.failed })))
      .catch(() => undefined);

  return (
    <Card
      title={t('batchProcess.results.title', { action: t(`batchProcess.actions.${response.action}`) })}
      style={{ marginTop: 16 }}
      data-testid="batch-process-results"
    >
      <Row gutter={16} style={{ marginBottom: 16 }} data-testid="batch-process-summary">
        <Col xs={12} sm={8} md={4}>
          <Statistic title={t('batchProcess.results.total')} value={response.total} />
        </Col>
        <Col xs={12} sm={8} md={5}>
          <Statistic
            title={t('batchProcess.outcomes.ok')}
            value={counts.ok}
            styles={{ content: { color: counts.ok ? '#00b42a' : undefined } }}
          />
        </Col>
        <Col xs={12} sm={8} md={5}>
          <Statistic title={t('batchProcess.outcomes.notFound')} value={counts.notFound} />
        </Col>
        <Col xs={12} sm={8} md={5}>
          <Statistic title={t('batchProcess.outcomes.ambiguous')} value={counts.ambiguous} />
        </Col>
        <Col xs={12} sm={8} md={5}>
          <Statistic
            title={t('batchProcess.outcomes.refused')}
            value={counts.refused}
            styles={{ content: { color: counts.refused ? '#f53f3f' : undefined } }}
          />
        </Col>
      </Row>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<Shown>
          value={shown}
          onChange={setShown}
          options={[
            { value: 'failed', label: t('batchProcess.results.failed', { count: response.failed }) },
            { value: 'all', label: t('batchProcess.results.all', { count: response.total }) },
          ]}
          data-testid="batch-process-shown"
        />
        {response.failed > 0 && (
          <>
            <Button icon={<CopyOutlined />} onClick={copyFailed} data-testid="batch-process-copy-failed">
              {t('batchProcess.copyFailed')}
            </Button>
            <Button icon={<RedoOutlined />} onClick={() => onRetry(failed)} data-testid="batch-process-retry">
              {t('batchProcess.retry')}
            </Button>
          </>
        )}
      </Space>
      <Table<ResultRow>
        rowKey="index"
        size="small"
        dataSource={rows}
        scroll={{ x: 800, y: 480 }}
        pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: t('batchProcess.results.noFailures') }}
        onRow={(row) => ({ 'data-testid': `batch-process-row-${row.orderNo}` }) as never}
        columns={[
          { title: '#', dataIndex: 'index', width: 64, render: (i: number) => i + 1 },
          { title: t('columns.orderNo'), dataIndex: 'orderNo', width: 200 },
          {
            title: t('batchProcess.results.outcome'),
            key: 'outcome',
            width: 150,
            render: (_, row) => {
              const outcome = outcomeOf(row);
              return <Tag color={OUTCOME_COLOR[outcome]}>{t(`batchProcess.outcomes.${outcome}`)}</Tag>;
            },
          },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            width: 170,
            render: (v?: number) => (v === undefined ? '-' : t(statusKey(v))),
          },
          {
            title: t('batchProcess.results.message'),
            dataIndex: 'message',
            render: (v: string, row) => (
              <Typography.Text type={row.ok ? undefined : 'danger'}>{v}</Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
