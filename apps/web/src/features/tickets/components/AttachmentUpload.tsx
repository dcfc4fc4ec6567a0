import { UploadOutlined } from '@ant-design/icons';
import { TICKET_ATTACHMENT_MAX_BYTES, TICKET_ATTACHMENTS_MAX } from '@shiplabel/shared';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { type TicketSource, ticketsApi } from '../tickets.api.ts';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

interface Props {
  source: TicketSource;
  /** The uploaded files' ids (a form field's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  testId?: string;
}

/**
 * Attachments of a work order or reply: checked here for size and type so the user learns at once, and
 * again by the server, which reads the content (a renamed file is refused there).
 */
export function AttachmentUpload({ source, value = [], onChange, testId = 'ticket-upload' }: Props) {
  const { t } = useTranslation('tickets');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const idOf = (file: UploadFile) => (file.response as { id?: string } | undefined)?.id;
  return (
    <>
      <Upload
        accept={ACCEPT}
        multiple
        maxCount={TICKET_ATTACHMENTS_MAX}
        fileList={files}
        beforeUpload={(file) => {
          if (file.size > TICKET_ATTACHMENT_MAX_BYTES) {
            feedback.message.error(t('upload.tooLarge'));
            return Upload.LIST_IGNORE;
          }
          if (!ACCEPT.split(',').includes(file.type)) {
            feedback.message.error(t('upload.wrongType'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const uploaded = await ticketsApi.upload(source, file as File);
            feedback.message.success(t('upload.success'));
            onSuccess?.(uploaded);
          } catch (error) {
            feedback.message.error(error instanceof ApiError ? error.message : t('upload.fail'));
            onError?.(error as Error);
          }
        }}
        onChange={({ fileList }) => {
          setFiles(fileList.filter((f) => f.status !== 'error'));
          onChange?.(fileList.map(idOf).filter((id): id is string => Boolean(id)));
        }}
        data-testid={testId}
      >
        {value.length < TICKET_ATTACHMENTS_MAX && (
          <Button icon={<UploadOutlined />} data-testid={`${testId}-button`}>
            {t('upload.button')}
          </Button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('upload.hint')}
      </Typography.Text>
    </>
  );
}
