import { DownloadOutlined } from '@ant-design/icons';
import { LABEL_4X6 } from '@shiplabel/shared';
import { Alert, Button, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LivePreview } from './useLivePreview.ts';

interface Props {
  preview: LivePreview;
  canDownload: boolean;
  downloading: boolean;
  onDownload: () => void;
}

/** The composed 4x6 PDF in the browser's own viewer, and the download of the same file. */
export function PreviewPane({ preview, canDownload, downloading, onDownload }: Props) {
  const { t } = useTranslation('labelTool');
  return (
    <Card
      title={t('preview.title')}
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!canDownload}
          loading={downloading}
          onClick={onDownload}
          data-testid="labeltool-download"
        >
          {t('preview.download')}
        </Button>
      }
    >
      {preview.error && (
        <Alert
          type="error"
          showIcon
          title={preview.error}
          style={{ marginBottom: 12 }}
          data-testid="labeltool-preview-error"
        />
      )}
      <Spin spinning={preview.loading} description={t('preview.updating')}>
        {preview.url ? (
          <iframe
            title={t('preview.frame')}
            src={preview.url}
            data-testid="labeltool-preview"
            // Two 4x6 pages' worth of height with the viewer's toolbar.
            style={{
              width: '100%',
              aspectRatio: `${LABEL_4X6.width} / ${LABEL_4X6.height * 1.15}`,
              border: '1px solid #d9d9d9',
            }}
          />
        ) : (
          <Empty description={canDownload && !preview.error ? t('preview.updating') : t('preview.empty')} />
        )}
      </Spin>
    </Card>
  );
}
