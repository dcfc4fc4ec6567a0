import { InboxOutlined } from '@ant-design/icons';
import { LABEL_TOOL_MAX_FILES } from '@shiplabel/shared';
import { Card, Col, Empty, Flex, Row, Space, Tag, Typography, Upload } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { saveBlob } from '../../orders/downloads/downloads.api.ts';
import { PageCard } from '../components/PageCard.tsx';
import { PreviewPane } from '../components/PreviewPane.tsx';
import { useLivePreview } from '../components/useLivePreview.ts';
import { labelToolApi } from '../labelTool.api.ts';
import {
  ACCEPT,
  applyToAll,
  fileProblem,
  type LabelFile,
  mergeRows,
  moveRow,
  type PageRow,
  type PageSettings,
  roomFor,
  toOperations,
} from '../labelTool.model.ts';

/** Spec sections 5 and 9: 500KB unless an operator changed the upload limit. */
const DEFAULT_LIMIT_KB = 500;

/**
 * The label tool (spec /settings/pdfptu, role ptuOne): add carrier labels, set each page's crop, turn,
 * scale and text, see the merged 4x6 PDF and download it. The files stay in the browser; the server
 * composes them on each call and keeps nothing.
 */
export default function LabelToolPage() {
  const { t } = useTranslation('labelTool');
  const limitKb = useBusinessFees().data?.uploadLimitKb ?? DEFAULT_LIMIT_KB;
  const [files, setFiles] = useState<LabelFile[]>([]);
  const [rows, setRows] = useState<PageRow[]>([]);
  const [reading, setReading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // Files picked together arrive one beforeUpload call each: collect them and read them in one request.
  const pending = useRef<File[]>([]);
  const operations = useMemo(() => toOperations(rows, files), [rows, files]);
  const preview = useLivePreview(files, operations);

  const addFiles = async () => {
    const picked = pending.current.splice(0);
    if (picked.length === 0) return;
    if (picked.length > roomFor(files)) {
      feedback.message.error(t('upload.tooMany', { max: LABEL_TOOL_MAX_FILES }));
      return;
    }
    setReading(true);
    try {
      const sources = await labelToolApi.inspect(picked);
      const added = sources.map((source, i) => ({ id: crypto.randomUUID(), file: picked[i]!, source }));
      const next = [...files, ...added];
      setFiles(next);
      setRows((previous) => mergeRows(previous, next));
    } finally {
      setReading(false);
    }
  };

  const removeFile = (id: string) => {
    const next = files.filter((f) => f.id !== id);
    setFiles(next);
    setRows((previous) => mergeRows(previous, next));
  };

  const change = (key: string, settings: Partial<PageSettings>) =>
    setRows((previous) => previous.map((r) => (r.key === key ? { ...r, ...settings } : r)));

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await labelToolApi.compose(
        files.map((f) => f.file),
        operations,
      );
      saveBlob(blob, 'labels-4x6.pdf');
      feedback.message.success(t('preview.downloaded'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('title')}>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <div data-testid="labeltool-upload">
          <Upload.Dragger
            accept={ACCEPT}
            multiple
            showUploadList={false}
            disabled={reading || roomFor(files) === 0}
            beforeUpload={(file, batch) => {
              const problem = fileProblem(file, limitKb);
              if (problem) {
                feedback.message.error(t(`upload.${problem}`, { name: file.name, limit: limitKb }));
              } else {
                pending.current.push(file);
              }
              // The last file of the batch starts the reading; nothing is sent by the Upload itself.
              if (file === batch.at(-1)) void addFiles();
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{reading ? t('upload.reading') : t('upload.drop')}</p>
            <p className="ant-upload-hint">
              {t('upload.hint', { limit: limitKb, max: LABEL_TOOL_MAX_FILES })}
            </p>
          </Upload.Dragger>
        </div>
        {files.length > 0 && (
          <Flex wrap gap={8} style={{ marginTop: 12 }}>
            {files.map((f) => (
              <Tag
                key={f.id}
                closable
                onClose={() => removeFile(f.id)}
                closeIcon
                data-testid="labeltool-file"
              >
                {f.file.name} ({f.source.pages.length})
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={t('pages.title')} extra={t('pages.count', { count: operations.pages.length })}>
            {rows.length === 0 ? (
              <Empty description={t('pages.empty')} />
            ) : (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {rows.map((row, index) => (
                  <PageCard
                    key={row.key}
                    row={row}
                    index={index}
                    count={rows.length}
                    onChange={(settings) => change(row.key, settings)}
                    onMove={(by) => setRows((previous) => moveRow(previous, index, by))}
                    onApplyToAll={() => setRows((previous) => applyToAll(previous, row))}
                  />
                ))}
              </Space>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <PreviewPane
            preview={preview}
            canDownload={operations.pages.length > 0}
            downloading={downloading}
            onDownload={() => void download()}
          />
        </Col>
      </Row>
    </Space>
  );
}
