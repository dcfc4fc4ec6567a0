import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSource } from '../orders.api.ts';
import { downloadsApi } from './downloads.api.ts';

interface Props {
  source: OrderSource;
  jobId: string;
  onClose: () => void;
}

const POLL_MS = 1_000;
const FINISHED = ['done', 'failed', 'canceled'];

/**
 * A large download being built by a server job: its progress (polled), then a button that fetches the
 * file. Closing the dialog leaves the job running; its file stays downloadable from the job.
 */
export function DownloadJobModal({ source, jobId, onClose }: Props) {
  const { t } = useTranslation('bulk');
  const job = useQuery({
    queryKey: ['downloads', 'job', source, jobId],
    queryFn: () => downloadsApi.job(source, jobId),
    refetchInterval: (query) => (FINISHED.includes(query.state.data?.status ?? '') ? false : POLL_MS),
  });
  const view = job.data;
  const finished = view ? view.done + view.failed : 0;
  const percent = view && view.total > 0 ? Math.floor((finished / view.total) * 100) : 0;
  const ready = view?.status === 'done' && Boolean(view.result?.blobId);

  return (
    <Modal
      open
      title={t('downloads.job.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('downloads.job.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          disabled={!ready}
          onClick={() => void downloadsApi.jobFile(source, jobId, view?.result?.filename ?? 'download')}
          data-testid="download-job-file"
        >
          {t('downloads.job.download')}
        </Button>,
      ]}
      data-testid="download-job"
    >
      <Progress
        percent={ready ? 100 : percent}
        status={view?.status === 'failed' ? 'exception' : ready ? 'success' : 'active'}
        data-testid="download-job-progress"
      />
      <p>{t('downloads.job.counts', { done: finished, total: view?.total ?? 0 })}</p>
      {view && view.failed > 0 && (
        <Alert type="warning" showIcon title={t('downloads.job.skipped', { count: view.failed })} />
      )}
      {view?.status === 'failed' && (
        <Alert type="error" showIcon title={view.error ?? t('downloads.job.failed')} />
      )}
    </Modal>
  );
}
