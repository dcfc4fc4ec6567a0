import { Alert, Button, Modal, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { jobProgress, progressStatus } from '../../jobs/jobs.ts';
import { useJob } from '../../jobs/useJob.ts';
import type { OrderSource } from '../orders.api.ts';
import { type DownloadJobResult, downloadsApi } from './downloads.api.ts';

interface Props {
  source: OrderSource;
  jobId: string;
  onClose: () => void;
}

/**
 * A large download being built by a server job: its progress (polled), then a button that fetches the
 * file. Closing the dialog leaves the job running; its file stays downloadable from the job.
 */
export function DownloadJobModal({ source, jobId, onClose }: Props) {
  const { t } = useTranslation('bulk');
  const view = useJob<DownloadJobResult>(source, jobId).data;
  const { finished, percent } = jobProgress(view);
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
        status={progressStatus(view)}
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
