import {
  Alert,
  Button,
  Modal,
  Popconfirm,
  Progress,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/http/request.ts';
import type { JobItemStatus } from '../../jobs/jobs.ts';
import { jobEnded, jobProgress, progressStatus } from '../../jobs/jobs.ts';
import { useCancelJob, useJob, useJobItems } from '../../jobs/useJob.ts';
import type { OrderSource } from '../orders.api.ts';
import {
  type BatchItemRow,
  type BatchPlaceResult,
  batchItemRow,
  defaultFilter,
  filterCount,
  ITEM_FILTERS,
  type ItemFilter,
  itemStatusOf,
} from './batchJob.ts';

interface Props {
  source: OrderSource;
  jobId: string;
  /** The batch has ended (placed, failed or canceled): the list reloads. Called once per job. */
  onFinished: () => void;
  /** The dialog is hidden; the batch keeps running and can be shown again. */
  onHide: () => void;
  /** The user is done with the batch: it is forgotten (it keeps running if it still does). */
  onDismiss: () => void;
}

const PAGE_SIZE = 50;

const ITEM_TAG: Record<JobItemStatus, { color: string; key: string }> = {
  0: { color: 'default', key: 'batch.job.item.pending' },
  1: { color: 'success', key: 'batch.job.item.done' },
  2: { color: 'error', key: 'batch.job.item.failed' },
};

/**
 * A label batch's progress (issue 6): the bar and counts of the server job, polled while it runs, and
 * each order's outcome, failures first with their reasons. The batch may be canceled (orders already
 * placed stay placed) or hidden while it keeps running.
 */
export function BatchJobModal({ source, jobId, onFinished, onHide, onDismiss }: Props) {
  const { t } = useTranslation('bulk');
  const job = useJob(source, jobId);
  const view = job.data;
  const ended = jobEnded(view);
  const [picked, setPicked] = useState<ItemFilter | null>(null);
  const filter = picked ?? defaultFilter(view);
  // The page belongs to a filter: another filter (picked, or the default once the batch ends) starts at 1.
  const [page, setPage] = useState<{ filter: ItemFilter; num: number }>({ filter, num: 1 });
  const pageNum = page.filter === filter ? page.num : 1;
  const status = itemStatusOf(filter);
  const items = useJobItems<Partial<BatchPlaceResult>>(
    source,
    jobId,
    { ...(status === undefined ? {} : { status }), pageNum, pageSize: PAGE_SIZE },
    Boolean(view) && !ended,
  );
  const cancel = useCancelJob(source, jobId);
  const { finished, percent } = jobProgress(view);
  const { token } = theme.useToken();
  const placedPercent = view && view.total > 0 ? Math.floor((view.done / view.total) * 100) : 0;

  // Tell the list once that the batch is over (its orders changed), even when it ended before we opened.
  const notified = useRef<string | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  useEffect(() => {
    if (ended && notified.current !== jobId) {
      notified.current = jobId;
      finishedRef.current();
    }
  }, [ended, jobId]);

  const rows = (items.data?.list ?? []).map(batchItemRow);

  return (
    <Modal
      open
      width={900}
      title={t('batch.job.title')}
      onCancel={ended ? onDismiss : onHide}
      footer={[
        !ended && view && (
          <Popconfirm
            key="cancel"
            title={t('batch.job.cancelConfirm')}
            okText={t('batch.job.cancel')}
            cancelText={t('batch.job.keep')}
            onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
          >
            <Button danger loading={cancel.isPending} data-testid="batch-job-cancel">
              {t('batch.job.cancel')}
            </Button>
          </Popconfirm>
        ),
        !ended && (
          <Button key="hide" onClick={onHide} data-testid="batch-job-hide">
            {t('batch.job.hide')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={onDismiss} data-testid="batch-job-close">
          {t('batch.job.dismiss')}
        </Button>,
      ]}
    >
      {/* The test id is on the content: the modal's root element has no box of its own (never "visible"). */}
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="batch-job">
        {job.isError && !view && (
          <Alert
            type="error"
            showIcon
            title={
              job.error instanceof ApiError && job.error.code === 404
                ? t('batch.job.notFound')
                : job.error.message
            }
          />
        )}
        <Progress
          percent={percent}
          // Placed orders green, failed ones red after them; the rest is still to come.
          success={{ percent: placedPercent }}
          {...(view && view.failed > 0 ? { strokeColor: token.colorError } : {})}
          status={progressStatus(view)}
          // The figure always, also when done (antd would show only a tick).
          format={(p) => `${p}%`}
          data-testid="batch-job-progress"
        />
        <Space wrap size="middle">
          {view && (
            <Tag color={STATUS_COLOR[view.status]} data-testid="batch-job-status">
              {t(`batch.job.status.${view.status}`)}
            </Tag>
          )}
          <Typography.Text data-testid="batch-job-counts">
            {t('batch.job.counts', {
              finished,
              total: view?.total ?? 0,
              done: view?.done ?? 0,
              failed: view?.failed ?? 0,
            })}
          </Typography.Text>
        </Space>
        {view?.status === 'canceled' && (
          <Alert
            type="info"
            showIcon
            title={t('batch.job.canceled', { count: filterCount(view, 'pending') })}
          />
        )}
        {view?.status === 'failed' && (
          <Alert type="error" showIcon title={view.error || t('batch.job.failedJob')} />
        )}
        {!ended && <Typography.Text type="secondary">{t('batch.job.hideHelp')}</Typography.Text>}
        <Segmented<ItemFilter>
          // Re-mounted when the default changes by itself (the batch ended): no thumb sliding on its own.
          key={picked ? 'picked' : filter}
          value={filter}
          onChange={setPicked}
          options={ITEM_FILTERS.map((value) => ({
            value,
            label: t(`batch.job.filter.${value}`, { count: view ? filterCount(view, value) : 0 }),
          }))}
          data-testid="batch-job-filter"
        />
        <Table<BatchItemRow>
          rowKey="seq"
          size="small"
          loading={items.isFetching && !items.data}
          dataSource={rows}
          scroll={{ y: 320 }}
          locale={{ emptyText: t(`batch.job.empty.${filter}`) }}
          onRow={(row) => ({ 'data-testid': `batch-job-item-${row.seq}` }) as never}
          pagination={{
            current: pageNum,
            pageSize: PAGE_SIZE,
            total: items.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (num) => setPage({ filter, num }),
          }}
          columns={[
            { title: '#', dataIndex: 'seq', width: 64, render: (seq: number) => seq + 1 },
            {
              title: t('batch.job.result'),
              dataIndex: 'status',
              width: 110,
              render: (s: JobItemStatus) => <Tag color={ITEM_TAG[s].color}>{t(ITEM_TAG[s].key)}</Tag>,
            },
            {
              title: t('batch.orderNo'),
              dataIndex: 'orderNo',
              width: 190,
              render: (v: string | null) => v ?? '-',
            },
            {
              title: t('batch.job.trackingNo'),
              dataIndex: 'trackingNo',
              width: 200,
              render: (v: string | null) => v ?? '-',
            },
            {
              title: t('batch.job.reason'),
              dataIndex: 'reason',
              render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '-'),
            },
          ]}
          data-testid="batch-job-results"
        />
      </Space>
    </Modal>
  );
}

const STATUS_COLOR: Record<string, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  canceled: 'warning',
};
